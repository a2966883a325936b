import { useOutletContext } from 'react-router';
import type { AdminProfile } from '../../api/types';

/** What the guarded layout hands to every admin screen. */
export interface AdminContext {
  profile: AdminProfile;
  /** Re-runs the guard, so the top bar shows a changed profile. */
  refreshProfile: () => void;
}

export const useAdmin = () => useOutletContext<AdminContext>();
