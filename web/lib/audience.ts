/** Who reads an idea's page: its submitter (dashboard) or staff (admin portal). */
export type Audience = 'submitter' | 'staff';

/** The API path of one submission, as each audience reaches it. */
export const submissionApiPath = (audience: Audience, id: string) =>
  `/api/${audience === 'staff' ? 'admin/' : ''}submissions/${encodeURIComponent(id)}`;
