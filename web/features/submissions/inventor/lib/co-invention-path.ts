import { pagePaths } from '#common/page-paths';

/** One idea among the person's co-inventions: the address its mails link to. */
export const coInventionPath = (submissionId: string) =>
  `${pagePaths.coInventions}?submission=${encodeURIComponent(submissionId)}`;
