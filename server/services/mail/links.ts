/** The portal's pages a mail's button opens, as full addresses under APP_URL. */
export const portalLinks = (appUrl: string) => ({
  /** The submitter's own idea, opened in My Submissions. */
  submission: (id: string) => `${appUrl}/user-dashboard/my-submissions?submission=${id}`,
  /** An idea the reader is a co-inventor of, among their co-inventions. */
  coInvention: (id: string) => `${appUrl}/user-dashboard/co-inventions?submission=${id}`,
  register: `${appUrl}/register`,
  adminSubmission: (id: string) => `${appUrl}/admin/submissions/${id}`,
  adminUser: (id: string) => `${appUrl}/admin/details/${id}`,
  dashboard: `${appUrl}/user-dashboard`,
  forgotPassword: `${appUrl}/forgot-password`,
});
