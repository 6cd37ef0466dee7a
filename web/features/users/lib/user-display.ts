/** The user cell's name when the profile has none (spec 01 §2 "Admin users"). */
export const NO_NAME = '(No Name Provided)';
/** A missing job title (spec 01 §3 display helpers). */
export const NO_TITLE = 'No Title';
/** The user cell shows this many leading characters of the id. */
export const SHORT_ID_LENGTH = 8;

export const userName = (fullName: string | null | undefined): string =>
  fullName?.trim() || NO_NAME;

export const jobTitleText = (jobTitle: string | null | undefined): string =>
  jobTitle?.trim() || NO_TITLE;

export const shortUserId = (id: string): string => id.slice(0, SHORT_ID_LENGTH);
