import { APIError } from 'better-auth/api';
import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isDatabaseBusy, isDatabaseUnavailable } from './errors';

const poolTimeout = () => new Error('timeout exceeded when trying to connect');

describe('isDatabaseBusy', () => {
  it('knows a full pool, as the driver, drizzle and the auth library report it', () => {
    expect(isDatabaseBusy(poolTimeout())).toBe(true);
    expect(isDatabaseBusy(new DrizzleQueryError('select 1', [], poolTimeout()))).toBe(true);
    const fromAuth = new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to get session' });
    fromAuth.cause = new DrizzleQueryError('select 1', [], poolTimeout());
    expect(isDatabaseBusy(fromAuth)).toBe(true);
  });

  it("knows the server's own refusals of more connections, and a statement timed out", () => {
    expect(isDatabaseBusy(Object.assign(new Error('too many clients'), { code: '53300' }))).toBe(
      true,
    );
    expect(
      isDatabaseBusy(
        Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
      ),
    ).toBe(true);
  });

  it('is not fooled by a wrong query or a bug', () => {
    expect(isDatabaseBusy(Object.assign(new Error('duplicate key'), { code: '23505' }))).toBe(
      false,
    );
    expect(isDatabaseBusy(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseBusy('timeout exceeded when trying to connect')).toBe(false);
  });
});

describe('isDatabaseUnavailable', () => {
  const coded = (message: string, code: string) => Object.assign(new Error(message), { code });

  it.each([
    ['a refused connection', coded('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
    ['a reset connection', coded('read ECONNRESET', 'ECONNRESET')],
    ['a name that does not resolve', coded('getaddrinfo ENOTFOUND db', 'ENOTFOUND')],
    ['a connection that timed out', coded('connect ETIMEDOUT', 'ETIMEDOUT')],
    [
      'a server shutting down',
      coded('terminating connection due to administrator command', '57P01'),
    ],
    ['a server that crashed', coded('terminating connection due to crash', '57P02')],
    ['a server starting up', coded('the database system is starting up', '57P03')],
    ['a connection exception', coded('connection failure', '08006')],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    ['a pool ended', new Error('Cannot use a pool after calling end on the pool')],
  ])('knows %s, as the driver, drizzle and the auth library report it', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error))).toBe(true);
    const fromAuth = new APIError('INTERNAL_SERVER_ERROR', { message: 'Failed to get session' });
    fromAuth.cause = new DrizzleQueryError('select 1', [], error);
    expect(isDatabaseUnavailable(fromAuth)).toBe(true);
  });

  it('knows a name with several addresses all refusing', () => {
    const refused = coded('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED');
    expect(isDatabaseUnavailable(new AggregateError([refused, refused]))).toBe(true);
  });

  it('is not fooled by a wrong query, a busy pool or a bug', () => {
    expect(isDatabaseUnavailable(coded('duplicate key', '23505'))).toBe(false);
    expect(isDatabaseUnavailable(poolTimeout())).toBe(false);
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false);
    expect(isDatabaseUnavailable('ECONNREFUSED')).toBe(false);
  });
});
