/** The portal's pages a mail's button opens, as full addresses under APP_URL. */
export const portalLinks = (appUrl: string) => ({
  /** The submitter's own idea, opened in My Submissions. */
  submission: (id: string) => `${appUrl}/user-dashboard/my-submissions?submission=${id}`,
  adminSubmission: (id: string) => `${appUrl}/admin/submissions/${id}`,
  adminUser: (id: string) => `${appUrl}/admin/details/${id}`,
  dashboard: `${appUrl}/user-dashboard`,
  forgotPassword: `${appUrl}/forgot-password`,
});
