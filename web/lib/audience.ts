import type { Viewpoint } from '#common/access';

/** The API path of one submission, as each side of the portal reaches it. */
export const submissionApiPath = (from: Viewpoint, id: string) =>
  `/api/${from === 'staff' ? 'admin/' : ''}submissions/${encodeURIComponent(id)}`;
