/** An idle limit in words: "30 minutes", "12 hours". */
export const idleDuration = (minutes: number) => {
  if (minutes % 60 !== 0) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = minutes / 60;
  return hours === 1 ? '1 hour' : `${hours} hours`;
};

/** The automatic sign-out of an unused session (ADR 42). */
export const idleSignOut = {
  /** Sent by the web app on requests its person did not just ask for (polls, background refetches). */
  backgroundHeader: 'X-Background-Request',
  /** Requests within this long of the person's last key press, click or touch are theirs. */
  ownRequestWindowMs: 10_000,
  message: (minutes: number) =>
    `You were signed out after ${idleDuration(minutes)} without activity. Please sign in again.`,
  /** The sign-in page's note when the app sent the person there for this reason. */
  reasonParam: 'signed-out',
  reasonValue: 'idle',
  notice: 'You were signed out because your session was inactive. Please sign in again.',
} as const;
