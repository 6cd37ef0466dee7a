import { adminRoot } from '#web/lib/list/admin-query';

/** Query keys of Settings' single sign-on, under the root of every staff page's data. */
export const ssoKeys = {
  settings: () => [...adminRoot, 'sso'] as const,
};
