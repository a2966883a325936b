/** Every admin text of SPEC §4, §5 and §8, to the letter, named once. */
export const msg = {
  loginFirst: 'Please log in first.',
  logout: 'Logout successfully!',
  loginFailed: 'Invalid email/password',
  actionFailed: 'Something went wrong',
  deleted: 'Deleted successfully',
  saveNoData: 'Unexpected error occurred.',
  saveException: 'Something went wrong.',
  saved: 'Operation successful',
  blogFetchFailed: 'Failed to fetch blog details.',
  blogLoadFailed: 'Unable to load blog data.',
  projectFetchFailed: 'Failed to fetch Project details.',
  passwordMismatch: 'Passwords do not match!',
  passwordResetFailed: 'An error occurred while resetting the password.',
  emptyTable: 'No data available',
  emptyGrid: 'Nothing to see !!',
  emptyHint: 'Try adjusting your filters or check back later.',
  loadingGrid: 'LOADING....',
  loading: 'Loading...',
  untitledBlog: 'Untitled Blog',
  untitled: 'Untitled',
  noContent: 'No content available.',
  notAvailable: 'N/A',
} as const;

/** SPEC §9 */
export const PAGE_SIZE = 15;
export const TITLE_MAX = 100;
export const TEXT_MAX = 300;
export const SEARCH_DEBOUNCE_MS = 300;
