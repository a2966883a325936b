import { messages, TRASH_DAYS } from '@cadmax/contract';

export { PAGE_SIZE, PASSWORD_MIN, PHONE_DIGITS } from '@cadmax/contract';

/**
 * Every admin text of, to the letter, named once. The ones the CMS answers too come from
 * @cadmax/contract; the rest are the admin's own.
 */
export const msg = {
  loginFirst: 'Please log in first.',
  logout: 'Logout successfully!',
  loginFailed: messages.loginFailed,
  actionFailed: 'Something went wrong',
  deleted: 'Deleted successfully',
  /** D-12.1: a delete's toast offers 'Undo' (the Trash screen's 'Restore' says the same while it runs). */
  undo: 'Undo',
  undoing: 'Restoring...',
  /** R-4.11's question: a delete goes to the trash (D-11.2); only a delete from the trash is final. */
  confirmDelete: `Are you sure you want to delete this item? It stays in the trash for ${TRASH_DAYS} days, where it can be restored.`,
  confirmPurge: 'Are you sure you want to delete this item for good? This cannot be undone.',
  /** D-13.4: 'Unpublish' asks first. */
  confirmUnpublish: messages.confirmUnpublish,
  saveNoData: 'Unexpected error occurred.',
  saveException: 'Something went wrong.',
  saved: 'Operation successful',
  blogFetchFailed: 'Failed to fetch blog details.',
  blogLoadFailed: 'Unable to load blog data.',
  projectFetchFailed: 'Failed to fetch Project details.',
  passwordMismatch: messages.passwordMismatch,
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
  /** D-11.1: an enquiry or application without internal notes. */
  noNotes: 'No notes yet.',
  /** D-14.2: a blog's or project's version history. */
  noVersions: 'No versions yet: one is kept at every save.',
  savedAutomatically: 'Saved automatically',
  chooseTwoVersions: 'Choose two different versions to compare.',
  sameVersions: 'These two versions are the same.',
  noImage: 'No image',
  imageGone: 'This image is no longer in the media library.',
} as const;

/** */
export const SEARCH_DEBOUNCE_MS = 300;

/** D-12.1: how long a delete's 'Undo' toast stays (a plain success toast: 2000 ms, R-9.9); none expires while focused. */
export const UNDO_TOAST_MS = 10_000;
