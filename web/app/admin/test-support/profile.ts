import type { AdminProfile } from '../../api/types';

/** The verified admin the layout hands to the screens, for tests that render one without a server. */
export const testProfile: AdminProfile = {
  _id: 'a1',
  name: 'Site Admin',
  email: 'admin@cadmax.local',
  phone: '9876543210',
  profileImage: null,
};
