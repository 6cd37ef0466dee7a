import { APIError } from 'better-auth/api';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy } from './errors';

const poolTimeout = () => new Error('timeout exceeded when trying to connect');

describe('isDatabaseBusy', () => {
  it('knows a full pool, as the driver, drizzle and the auth library report it', () => {
    expect(isDatabaseBusy(poolTimeout())).toBe(true);
    expect(isDatabaseBusy(new DrizzleQueryError('select 1', [], poolTimeout()))).toBe(true);
    const fromAuth = new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to get session' });
    fromAuth.cause = new DrizzleQueryError('select 1', [], poolTimeout());
    expect(isDatabaseBusy(fromAuth)).toBe(true);
  });

  it("knows the server's own refusals of more connections", () => {
    expect(isDatabaseBusy(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(
      true,
    );
  });

  it('is not fooled by a wrong query or a bug', () => {
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDatabaseBusy(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});
