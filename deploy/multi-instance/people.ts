import { randomUUID } from 'node:crypto';
import { signUpBody } from '#server/test/sign-up-body';
import { SIGNATURE_DATA_URL } from '#server/test/signature';
import { linkIn, type SmtpSink } from '#server/test/smtp-sink';
import { authenticatorFor } from '#server/test/two-factor';
import { ADMIN, until, type Cluster } from './cluster';
import { createClient, nextAddress, type Answer, type Client } from './client';

function expectOk(answer: Answer, what: string): Answer {
  if (answer.status >= 300) throw new Error(`${what}: ${answer.status} ${answer.text}`);
  return answer;
}

/** The newest mail to an address, once it has arrived. */
async function mailTo(sink: SmtpSink, email: string) {
  if (!(await until(() => sink.to(email).length > 0, 60))) throw new Error(`no mail to ${email}`);
  return sink.to(email).at(-1)!;
}

/**
 * An inventor as a person becomes one, each step through the proxy: signs up, confirms from
 * the mail, signs in and signs the invention agreement.
 */
export async function newInventor(cluster: Cluster, email: string, password: string) {
  const client = createClient(cluster.appUrl, nextAddress());
  expectOk(
    await client.request('/api/auth/sign-up/email', { json: signUpBody(email, password) }),
    'sign-up',
  );
  const token = new URL(linkIn(await mailTo(cluster.sink, email), '/auth/callback')).searchParams;
  expectOk(
    await client.request(`/api/auth/verify-email?token=${token.get('token')}`),
    'confirmation',
  );
  expectOk(await client.signIn(email, password), 'sign-in');
  const started = expectOk(
    await client.request('/api/agreements/signing', {
      json: { fullName: 'Dr. Multi Instance', jobTitle: 'Neurosurgeon' },
    }),
    'start signing',
  );
  const { documentId } = started.json<{ documentId: string }>();
  expectOk(
    await client.request(`/api/signing/builtin/${documentId}/sign`, {
      json: {
        consent: true,
        typedName: 'Dr. Multi Instance',
        signature: SIGNATURE_DATA_URL,
        password,
      },
    }),
    'signing',
  );
  return client;
}

/** The first admin, signed in through the proxy with the second factor it enrols. */
export async function signedInAdmin(cluster: Cluster): Promise<Client> {
  const client = createClient(cluster.appUrl, nextAddress());
  expectOk(await client.signIn(ADMIN.email, ADMIN.password), 'admin sign-in');
  const enabled = expectOk(
    await client.request('/api/auth/two-factor/enable', { json: { password: ADMIN.password } }),
    'two-factor enable',
  );
  const authenticator = authenticatorFor(enabled.json<{ totpURI: string }>().totpURI);
  expectOk(
    await client.request('/api/auth/two-factor/verify-totp', {
      json: { code: authenticator.generate() },
    }),
    'two-factor confirm',
  );
  return client;
}

/** Sends an idea as the web app does; resolves to the answer (201 with its id when sent). */
export const sendIdea = (client: Client, via?: string) =>
  client.request('/api/submissions', {
    via,
    json: {
      id: randomUUID(),
      status: 'pending',
      ideaTitle: 'Radiopaque marker on the aspiration catheter tip',
      ideaDescription: 'A marker band 2 mm from the tip would show its position.',
    },
  });
