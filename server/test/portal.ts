import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from '../db/client';
import { loadEnv } from '../env';
import { createMailer } from '../providers/mail/index';
import type { Storage } from '../providers/storage/index';
import { createPortal, type Portal } from '../portal';
import { signUpBody } from './sign-up-body';
import { createTestDatabase } from './database';
import { SIGNATURE_DATA_URL } from './signature';
import { linkIn, startSmtpSink } from './smtp-sink';
import { enrolTwoFactor } from './two-factor';

export const TEST_APP_URL = 'http://portal.test';
/** The first admin every test portal starts with. */
export const TEST_ADMIN = { email: 'admin@portal.test', password: 'Admin-Passw0rd!' };

/**
 * A whole portal on a fresh database, sending mail over SMTP to a local sink.
 * Requests go through app.request, as a browser on the portal's origin would send them.
 */
export async function startTestPortal(
  envOverrides: Record<string, string> = {},
  /**
   * `database`: an open, migrated database to use (and leave in place) instead of a fresh one;
   * `storage`: file storage to use instead of DATA_DIR's.
   */
  options: { webDir?: string; database?: Database; storage?: Storage } = {},
) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'portal-test-'));
  const sink = await startSmtpSink();
  const testDatabase = options.database ? undefined : await createTestDatabase();
  const database = options.database ?? (await testDatabase!.open());
  const env = loadEnv({
    NODE_ENV: 'test',
    APP_URL: TEST_APP_URL,
    DATA_DIR: dataDir,
    SMTP_URL: sink.url,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    // Each test client then has its own address, as separate people would.
    TRUST_PROXY: 'true',
    ...envOverrides,
  });
  const printed: string[] = [];
  let adminAuthenticator: Awaited<ReturnType<typeof enrolTwoFactor>>['authenticator'] | undefined;
  const portal: Portal = await createPortal({
    env,
    database,
    mailer: createMailer(env),
    storage: options.storage,
    webDir: options.webDir ?? path.join(dataDir, 'no-web-build'),
    print: (text) => printed.push(text),
  });

  return {
    portal,
    app: portal.app,
    db: database.db,
    sink,
    printed,
    dataDir,
    /** A browser-like client with its own cookie jar. */
    client: (ip = nextIp()) => createClient(portal, ip),
    /**
     * A client signed in as the first admin with its second factor, as staff must be for the
     * admin API: the first time (or after a reset) it enrols through the API, later it signs in
     * with a code from the same authenticator.
     */
    async signInAdmin() {
      const client = createClient(portal, nextIp());
      const signIn = await client.signIn(TEST_ADMIN.email, TEST_ADMIN.password);
      if (!signIn.ok) throw new Error(`admin sign-in failed: ${signIn.status}`);
      const { twoFactorRedirect } = (await signIn.json()) as { twoFactorRedirect?: boolean };
      if (!twoFactorRedirect) {
        adminAuthenticator = (await enrolTwoFactor(client, TEST_ADMIN.password)).authenticator;
        return client;
      }
      if (!adminAuthenticator) throw new Error('the admin enrolled outside signInAdmin()');
      const verified = await client.request('/api/auth/two-factor/verify-totp', {
        json: { code: adminAuthenticator.generate() },
      });
      if (!verified.ok) throw new Error(`admin second step failed: ${verified.status}`);
      return client;
    },
    /** The next code of the admin's authenticator, for a signature that asks for it again. */
    adminCode() {
      if (!adminAuthenticator) throw new Error('sign the admin in with signInAdmin() first');
      return adminAuthenticator.generate();
    },
    /** Sends every queued e-mail now. */
    deliverMail: () => portal.worker.flush(),
    /**
     * Delivers queued mail and returns the latest message to the address (whose subject contains
     * `subject`, when given: messages sent in one batch arrive in any order).
     */
    async latestMailTo(address: string, subject?: string) {
      await portal.worker.flush();
      const mail = sink
        .to(address)
        .filter((m) => !subject || (m.subject ?? '').includes(subject))
        .at(-1);
      if (!mail) throw new Error(`no mail to ${address}${subject ? ` about "${subject}"` : ''}`);
      return mail;
    },
    /** Registers and confirms an account, then signs the agreement with the built-in provider. */
    async createSignedAccount(
      email: string,
      password: string,
      fullName = 'Dr. Test Signer',
      jobTitle = 'Neurosurgeon',
    ) {
      const client = await this.createAccount(email, password);
      await this.signAgreement(client, password, fullName, jobTitle);
      return client;
    },
    /**
     * Signs the invention agreement as a signed-in client, with the built-in provider, giving
     * the password again as signing asks.
     */
    async signAgreement(
      client: ReturnType<typeof createClient>,
      password: string,
      fullName = 'Dr. Test Signer',
      jobTitle = 'Neurosurgeon',
    ) {
      const started = await client.request('/api/agreements/signing', {
        json: { fullName, jobTitle },
      });
      const { documentId } = (await started.json()) as { documentId: string };
      const signed = await client.request(`/api/signing/builtin/${documentId}/sign`, {
        json: { consent: true, typedName: fullName, signature: SIGNATURE_DATA_URL, password },
      });
      if (!signed.ok) throw new Error(`signing failed: ${signed.status} ${await signed.text()}`);
    },
    /**
     * Registers an account, confirms it through its mail and signs in, as a person does after
     * the confirmation page; the returned client is signed in.
     */
    async createAccount(email: string, password: string) {
      const client = createClient(portal, nextIp());
      const signUp = await client.signUp(email, password);
      if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
      await portal.worker.flush();
      const mail = sink.to(email).at(-1)!;
      const verified = await client.request(verificationCall(linkIn(mail, '/auth/callback')));
      if (!verified.ok) throw new Error(`verification failed: ${verified.status}`);
      const signedIn = await client.signIn(email, password);
      if (!signedIn.ok) throw new Error(`sign-in failed: ${signedIn.status}`);
      return client;
    },
    async close() {
      await portal.close();
      await testDatabase?.drop();
      await sink.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestPortal = Awaited<ReturnType<typeof startTestPortal>>;

/** The API call the callback page makes for a verification link from a mail. */
export function verificationCall(link: string): string {
  return `/api/auth/verify-email?token=${new URL(link).searchParams.get('token')}`;
}

/** The token of a link from a mail. */
export const tokenOf = (link: string) => new URL(link).searchParams.get('token')!;

let lastIp = 0;
const nextIp = () => `203.0.113.${(lastIp = (lastIp % 254) + 1)}`;

function createClient(portal: Portal, ip: string) {
  const cookies = new Map<string, string>();
  async function request(
    pathOrUrl: string,
    init: {
      method?: string;
      json?: unknown;
      /** A stream is sent as it is read, as a slow or failing connection sends it. */
      body?: Uint8Array | ReadableStream<Uint8Array>;
      headers?: Record<string, string>;
    } = {},
  ) {
    const headers = new Headers(init.headers);
    if (!headers.has('origin')) headers.set('origin', TEST_APP_URL);
    headers.set('x-forwarded-for', ip);
    if (cookies.size) headers.set('cookie', [...cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    const url = pathOrUrl.startsWith('http') ? pathOrUrl : `${TEST_APP_URL}${pathOrUrl}`;
    const response = await portal.app.request(url, {
      method: init.method ?? (init.json === undefined && init.body === undefined ? 'GET' : 'POST'),
      headers,
      body:
        init.json === undefined ? (init.body as BodyInit | undefined) : JSON.stringify(init.json),
      ...(init.body instanceof ReadableStream ? { duplex: 'half' } : {}),
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const [name, ...value] = pair!.split('=');
      const maxAge = /max-age=0/i.test(cookie);
      if (maxAge) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value.join('='));
    }
    return response;
  }
  return {
    request,
    cookies,
    /** Who this client is signed in as, or null. */
    async signedInAs(): Promise<string | null> {
      const me = (await (await request('/api/me')).json()) as { user: { email: string } | null };
      return me.user?.email ?? null;
    },
    signUp: (email: string, password: string) =>
      request('/api/auth/sign-up/email', { json: signUpBody(email, password) }),
    /**
     * Uploads a file as the browser does: its bytes as the body, its length declared, its name in
     * X-File-Name. `{ chunked: true }` leaves the length out, as a streaming client may.
     */
    upload: (fileName: string, bytes: Uint8Array, { chunked = false } = {}) =>
      request('/api/attachments', {
        body: bytes,
        headers: {
          'x-file-name': encodeURIComponent(fileName),
          'content-type': 'application/octet-stream',
          ...(chunked ? {} : { 'content-length': String(bytes.byteLength) }),
        },
      }),
    signIn: (email: string, password: string) =>
      request('/api/auth/sign-in/email', { json: { email, password } }),
  };
}
