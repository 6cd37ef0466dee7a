// A confirmed account on a running portal, as a visitor would make one: sign up, follow the
// link in the confirmation mail (the file mailer writes it under DATA_DIR/mail), sign in.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { simpleParser } from 'mailparser';

async function confirmationLink(mailDir: string, email: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const files = await readdir(mailDir).catch(() => []);
    for (const file of files.filter((f) => f.endsWith('.eml'))) {
      const mail = await simpleParser(await readFile(path.join(mailDir, file)));
      const to = [mail.to].flat().flatMap((t) => t?.value.map((v) => v.address) ?? []);
      const link = mail.text?.match(/https?:\/\/\S+\/auth\/callback\S+/)?.[0];
      if (to.includes(email) && link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation mail to ${email} within 20 s`);
}

async function expectOk(response: Response, what: string): Promise<Response> {
  if (!response.ok) throw new Error(`${what}: ${response.status} ${await response.text()}`);
  return response;
}

/** The password of the account `signedInCookie` makes. */
export const BENCH_PASSWORD = 'Bench-Passw0rd-1';
const password = BENCH_PASSWORD;

/** Makes and confirms an account, signs in, and returns the session's Cookie header. */
export async function signedInCookie(baseUrl: string, dataDir: string): Promise<string> {
  const email = `bench-${Date.now()}@example.com`;
  const post = (route: string, body: unknown) =>
    fetch(new URL(route, baseUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: new URL(baseUrl).origin },
      body: JSON.stringify(body),
    });

  await expectOk(
    await post('/api/auth/sign-up/email', { email, password, name: '', acceptTerms: true }),
    'sign-up',
  );
  const token = new URL(await confirmationLink(path.join(dataDir, 'mail'), email)).searchParams.get(
    'token',
  );
  await expectOk(
    await fetch(
      new URL(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`, baseUrl),
    ),
    'confirmation',
  );
  const signIn = await expectOk(
    await post('/api/auth/sign-in/email', { email, password }),
    'sign-in',
  );
  return signIn.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .join('; ');
}
