/** The date of the current version of the legal pages. */
export const legalUpdated = 'November 20, 2026';
