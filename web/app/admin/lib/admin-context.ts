import { useOutletContext } from 'react-router';
import type { AdminProfile } from '../../api/types';

/**
 * What the guarded layout hands to every admin screen: the verified profile. A write revalidates the layout's
 * guard, so a saved profile reaches the top bar and the screens without a refetch of their own.
 */
export interface AdminContext {
  profile: AdminProfile;
}

export const useAdmin = () => useOutletContext<AdminContext>();
