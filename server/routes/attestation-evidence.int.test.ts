import { exec } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonOf, sendIdea } from '../test/api-calls';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { startTestPortal, type TestPortal } from '../test/portal';
import { runVerifySteps, verifySteps } from '../test/verify-steps';

const shell = promisify(exec);
let tsa: LocalTsa;
let t: TestPortal;
let work: string;
let id: string;
let carolSha256: string;

interface Inventors {
  submission: { inventors: { coInventors: { email: string; manifestSha256: string | null }[] } };
}

beforeAll(async () => {
  tsa = await startLocalTsa();
  work = await mkdtemp(path.join(tmpdir(), 'attestation-evidence-'));
  t = await startTestPortal({ TSA_URL: tsa.url, TSA_CA_FILE: tsa.caFile });
  const alice = await t.createSignedAccount(
    'alice@example.com',
    'Alice-Pass-1',
    'Dr. Alice Moreau',
  );
  const carol = await t.createSignedAccount(
    'carol@example.com',
    'Carol-Pass-1',
    'Dr. Carol Nguyen',
  );
  const dave = await t.createSignedAccount('dave@example.com', 'Dave-Pass-1', 'Dave Okafor');
  id = await sendIdea(alice, {
    inventors: {
      submitterShare: 50,
      submitterLead: true,
      coInventors: [
        {
          name: 'Dr. Carol Nguyen',
          email: 'carol@example.com',
          affiliation: 'Lakeside',
          share: 30,
        },
        { name: 'Dave Okafor', email: 'dave@example.com', share: 20 },
      ],
    },
  });
  const attested = await carol.request(`/api/submissions/${id}/attestation`, {
    json: { decision: 'attest', password: 'Carol-Pass-1' },
  });
  expect(attested.status).toBe(200);
  const disputed = await dave.request(`/api/submissions/${id}/attestation`, {
    json: {
      decision: 'dispute',
      password: 'Dave-Pass-1',
      reason: 'not_inventor',
      comment: 'I only ran the bench test.',
    },
  });
  expect(disputed.status).toBe(200);
  await t.portal.timestamps!.flush();
  const { submission } = await jsonOf<Inventors>(await carol.request(`/api/submissions/${id}`));
  carolSha256 = submission.inventors.coInventors[0]!.manifestSha256!;
  // The co-inventor downloads the bundle: proof is theirs to keep too.
  const bundle = await carol.request(`/api/submissions/${id}/evidence`);
  expect(bundle.status).toBe(200);
  await writeFile(
    path.join(work, `evidence-${id}.zip`),
    new Uint8Array(await bundle.arrayBuffer()),
  );
});
afterAll(async () => {
  await t.close();
  await tsa.close();
  await rm(work, { recursive: true, force: true });
});

describe("the co-inventors' attestations in the evidence bundle", () => {
  it('are checked by VERIFY.txt with sha256sum and openssl alone', async () => {
    const steps = await verifySteps(work, id);
    const file = 'attestations/attestation-1.json';
    expect(steps).toContain(`sha256sum ${file}`);
    expect(steps).toContain(
      `openssl ts -verify -data ${file} -in timestamps/attestation-1.tsr -CAfile tsa/ca.pem`,
    );
    const outputs = await runVerifySteps(work, steps);
    const of = (command: string) => outputs.get(command)!;
    expect(of('sha256sum -c SHA256SUMS')).not.toContain('FAILED');
    expect(of(`sha256sum ${file}`).slice(0, 64)).toBe(carolSha256);
    expect(
      of(`openssl ts -verify -data ${file} -in timestamps/attestation-1.tsr -CAfile tsa/ca.pem`),
    ).toContain('Verification: OK');
    // The attestation names this disclosure's manifest by its hash.
    const manifestHash = of('sha256sum submission-manifest.json').slice(0, 64);
    expect(of(`grep -o '"disclosureManifestSha256":"[0-9a-f]*"' ${file}`).trim()).toBe(
      `"disclosureManifestSha256":"${manifestHash}"`,
    );
    const attestation = JSON.parse(await readFile(path.join(work, `evidence-${id}`, file), 'utf8'));
    expect(attestation).toMatchObject({
      signer: { printedName: 'Dr. Carol Nguyen', email: 'carol@example.com' },
      share: 30,
      meaning: `Attested as co-inventor, 30%: I am an inventor of the invention described in disclosure ${id.slice(0, 8)}.`,
    });
    // Only attestations are signed proof: a dispute has no file.
    const { stdout } = await shell(`unzip -l evidence-${id}.zip`, { cwd: work });
    expect(stdout).not.toContain('attestation-2');
  });

  it('are printed in disclosure.pdf with their meaning, hash and timestamp', async () => {
    const { stdout } = await shell(
      `unzip -p evidence-${id}.zip evidence-${id}/disclosure.pdf | pdftotext - -`,
      { cwd: work },
    );
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain('Dr. Alice Moreau: 50%, lead inventor');
    expect(text).toContain('Dr. Carol Nguyen <carol@example.com>, Lakeside: 30%');
    expect(text).toContain('Signed by Dr. Carol Nguyen on');
    expect(text).toContain('Attested as co-inventor, 30%');
    expect(text).toContain(carolSha256);
    expect(text).toContain('timestamps/attestation-1.tsr');
    expect(text).toContain('I am not an inventor of this invention');
    expect(text).not.toContain('bench test');
  });
});
