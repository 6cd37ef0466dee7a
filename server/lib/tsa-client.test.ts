import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalTsa, type LocalTsa } from '#server/test/local-tsa';
import { certificatesFromPem, createTimestampAuthority, TimestampRefused } from './tsa-client';

const run = promisify(execFile);
let tsa: LocalTsa;
let dir: string;

beforeAll(async () => {
  tsa = await startLocalTsa();
  dir = await mkdtemp(join(tmpdir(), 'tsa-client-'));
});
afterAll(async () => {
  await tsa.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => tsa.setMode('ok'));

const data = Buffer.from('{"id":"manifest of an idea"}');
const digest = createHash('sha256').update(data).digest();

async function authority(urls = [tsa.url]) {
  const trusted = certificatesFromPem(await readFile(tsa.caFile, 'utf8'));
  return createTimestampAuthority({ urls, trusted });
}

describe('RFC 3161 client', () => {
  it('gets a token that openssl ts -verify accepts, for the data and for its digest', async () => {
    const before = Date.now();
    const grant = await (await authority()).stamp(digest);
    expect(grant.tsaName).toBe('Trusted Test TSA');
    expect(grant.genTime.getTime()).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    await writeFile(join(dir, 'data.json'), data);
    await writeFile(join(dir, 'reply.tsr'), grant.response);
    await writeFile(join(dir, 'token.der'), grant.token);
    const verify = (...args: string[]) =>
      run('openssl', ['ts', '-verify', ...args, '-CAfile', tsa.caFile]);
    await expect(
      verify('-data', join(dir, 'data.json'), '-in', join(dir, 'reply.tsr')),
    ).resolves.toMatchObject({ stdout: expect.stringContaining('Verification: OK') });
    await expect(
      verify('-digest', digest.toString('hex'), '-in', join(dir, 'token.der'), '-token_in'),
    ).resolves.toMatchObject({ stdout: expect.stringContaining('Verification: OK') });
  });

  it.each([
    ['garbage', 'not DER'],
    ['wrong-hash', 'over another hash'],
    ['untrusted', 'does not check out'],
    ['down', 'HTTP 503'],
  ] as const)('refuses an authority that answers %s', async (mode, why) => {
    tsa.setMode(mode);
    const refused = (await authority()).stamp(digest);
    await expect(refused).rejects.toBeInstanceOf(TimestampRefused);
    await expect(refused).rejects.toThrow(why);
  });

  it('without TSA_CA_FILE still checks the signature, but not whose it is', async () => {
    tsa.setMode('untrusted');
    const grant = await createTimestampAuthority({ urls: [tsa.url] }).stamp(digest);
    expect(grant.tsaName).toBe('Untrusted Test TSA');
  });

  it('asks the next authority when one is away', async () => {
    const grant = await (await authority(['http://127.0.0.1:9/nothing', tsa.url])).stamp(digest);
    expect(grant.tsaUrl).toBe(tsa.url);
  });
});
