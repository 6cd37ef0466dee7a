import type { Limit } from '../http/rate-limit';
import type { Rule } from '../services/rate-limit/limiter';

const perHour = (limit: number): Rule => ({ limit, windowSeconds: 3600 });

// Per account, so colleagues behind one hospital's address do not share one allowance; and a
// ceiling ten times higher per address, against one client using many accounts.
const perAccountAndAddress = (name: string): Limit[] => [
  { name, by: 'user', rule: perHour(60) },
  { name, by: 'ip', rule: perHour(600) },
];

/** Limits of the portal's own routes (those of the auth endpoints are in auth/limits.ts). */
export const routeLimits = {
  submit: perAccountAndAddress('submit'),
  upload: perAccountAndAddress('upload'),
} satisfies Record<string, Limit[]>;
