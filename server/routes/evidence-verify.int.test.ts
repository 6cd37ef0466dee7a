import { exec } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anchorAuditHead } from '../services/proof/anchor-audit-head';
import { eq, sql } from 'drizzle-orm';
import { timestampTokens } from '../db/schema';
import { jsonOf, sendIdea } from '../test/api-calls';
import { pdfFile } from '../test/files';
import { startLocalTsa, type LocalTsa } from '../test/local-tsa';
import { startTestPortal, type TestPortal } from '../test/portal';
import { runVerifySteps, verifySteps } from '../test/verify-steps';

const shell = promisify(exec);
const ATTACHMENT = "Marker band's sketch $(touch pwned).pdf";
let tsa: LocalTsa;
let t: TestPortal;
let work: string;
let id: string;

beforeAll(async () => {
  tsa = await startLocalTsa();
  work = await mkdtemp(path.join(tmpdir(), 'evidence-verify-'));
  t = await startTestPortal({ TSA_URL: tsa.url, TSA_CA_FILE: tsa.caFile });
  const alice = await t.createSignedAccount(
    'alice@example.com',
    'Alice-Pass-1',
    'Dr. Alice Moreau',
  );
  // A name its uploader chose: VERIFY.txt must hand it to the shell as a name and nothing more.
  const upload = await alice.upload(ATTACHMENT, await pdfFile('Marker band drawing'));
  id = await sendIdea(alice, {
    attachmentId: (await jsonOf<{ attachment: { id: string } }>(upload, 201)).attachment.id,
    facts: {
      problem: 'Catheter tips are hard to see.\nEspecially in the petrous segment.',
      developmentStage: 'concept',
      conceivedOn: '2026-02-01',
      publicDisclosures: [
        { timing: 'planned', type: 'talk', date: '2099-03-10', where: 'LINNC Paris' },
      ],
    },
  });
  // The day's anchor of the audit chain, taken after the idea was sent, covers its entries.
  await anchorAuditHead(t.db);
  await t.portal.timestamps!.flush();
  const bundle = await alice.request(`/api/submissions/${id}/evidence`);
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

describe('an evidence bundle checked with nothing but its VERIFY.txt', () => {
  it("tells the submitter the manifest's timestamp is certified, and by whom", async () => {
    const alice = t.client();
    await alice.signIn('alice@example.com', 'Alice-Pass-1');
    const proof = await jsonOf<{ manifestSha256: string; timestamp: object }>(
      await alice.request(`/api/submissions/${id}/proof`),
    );
    const { stdout } = await shell(
      `unzip -p evidence-${id}.zip evidence-${id}/submission-manifest.json | sha256sum`,
      { cwd: work },
    );
    expect(stdout.slice(0, 64)).toBe(proof.manifestSha256);
    expect(proof.timestamp).toEqual({
      state: 'certified',
      at: expect.any(String),
      authority: 'Trusted Test TSA',
    });
  });

  it('passes every step: checksums, the sealed agreement and each trusted timestamp', async () => {
    await rm(path.join(work, `evidence-${id}`), { recursive: true, force: true });
    const steps = await verifySteps(work, id);
    expect(steps).toContain('sha256sum -c SHA256SUMS');
    expect(steps).toContain('pdfsig agreement/agreement.pdf');
    expect(steps).toContain('sha256sum -c audit/LINKSUMS');
    const { stdout: verifyTxt } = await shell(
      `unzip -p evidence-${id}.zip evidence-${id}/VERIFY.txt`,
      { cwd: work },
    );
    expect(verifyTxt).toContain(
      'the words themselves are what the trusted timestamp in step 5 covers',
    );
    const tsVerify = steps.filter((step) => step.startsWith('openssl ts -verify'));
    expect(tsVerify).toEqual([
      'openssl ts -verify -data submission-manifest.json -in timestamps/submission-manifest.tsr -CAfile tsa/ca.pem',
      'openssl ts -verify -data agreement/agreement.pdf -in timestamps/agreement.tsr -CAfile tsa/ca.pem',
      expect.stringMatching(
        /^openssl ts -verify -digest [0-9a-f]{64} -in timestamps\/audit-head.tsr -CAfile tsa\/ca.pem$/,
      ),
    ]);

    const outputs = await runVerifySteps(work, steps);
    const of = (command: string) => outputs.get(command)!;
    const attachmentStep = `sha256sum 'attachments/Marker band'\\''s sketch $(touch pwned).pdf'`;
    expect(steps).toContain(attachmentStep);
    expect(of(attachmentStep)).toContain(ATTACHMENT);
    await expect(readFile(path.join(work, `evidence-${id}`, 'pwned'))).rejects.toThrow();
    expect(of('sha256sum -c SHA256SUMS')).not.toContain('FAILED');
    expect(of('sha256sum -c audit/LINKSUMS')).toMatch(/: OK\n/);
    expect(of('sha256sum -c audit/LINKSUMS')).not.toContain('FAILED');
    expect(of('sha256sum -c audit/PERSONALSUMS')).toMatch(/personal\/\d{10}\.txt: OK\n/);
    expect(of('sha256sum -c audit/PERSONALSUMS')).not.toContain('FAILED');
    // The words as sent hash to what the timestamped manifest says.
    const manifest = JSON.parse(
      await readFile(path.join(work, `evidence-${id}`, 'submission-manifest.json'), 'utf8'),
    ) as { titleSha256: string; descriptionSha256: string; factsSha256: string };
    const facts = JSON.parse(
      await readFile(path.join(work, `evidence-${id}`, 'submission', 'facts.json'), 'utf8'),
    );
    expect(facts).toMatchObject({ developmentStage: 'concept', conceivedOn: '2026-02-01' });
    expect(
      of('sha256sum submission/title.txt submission/description.txt submission/facts.json'),
    ).toBe(
      `${manifest.titleSha256}  submission/title.txt\n${manifest.descriptionSha256}  submission/description.txt\n${manifest.factsSha256}  submission/facts.json\n`,
    );
    expect(of('pdfsig agreement/agreement.pdf')).toContain('Signature is Valid');
    for (const step of tsVerify) expect(of(step)).toContain('Verification: OK');
  });

  it("prints the invention's facts in disclosure.pdf, each one left out as not given", async () => {
    const { stdout } = await shell(
      `unzip -p evidence-${id}.zip evidence-${id}/disclosure.pdf | pdftotext -layout - -`,
      { cwd: work },
    );
    const text = stdout.replace(/\s+/g, ' ');
    expect(text).toContain(
      'The invention Problem it solves Catheter tips are hard to see. Especially in the petrous segment. Advantages over current practice Not given',
    );
    expect(text).toContain('Stage of development Concept Conceived on 2026-02-01');
    expect(text).toContain(
      'Public disclosures, made and planned Planned: Talk, 2099-03-10, LINNC Paris',
    );
    expect(text).toContain('Funding and collaborators Not given');
  });

  it('fails when one byte of the manifest, the agreement or an audit entry changes', async () => {
    const folder = path.join(work, `evidence-${id}`);
    const steps = (await verifySteps(work, id)).filter((step) => !/^(unzip|cd) /.test(step));
    const { stdout: links } = await shell(`unzip -Z1 evidence-${id}.zip | grep /audit/links/`, {
      cwd: work,
    });
    const link = links.split('\n')[0]!.replace(`evidence-${id}/`, '');
    for (const file of ['submission-manifest.json', 'agreement/agreement.pdf', link]) {
      await shell(`rm -rf ${folder} && unzip -q -o evidence-${id}.zip`, { cwd: work });
      const bytes = await readFile(path.join(folder, file));
      // Within the signed bytes: a PDF seal leaves out only its own signature's placeholder.
      const at = file.endsWith('.pdf') ? 200 : Math.floor(bytes.length / 2);
      bytes[at] = bytes[at]! ^ 0x01;
      await writeFile(path.join(folder, file), bytes);

      const failing = steps.filter(
        (step) =>
          step.includes(file) ||
          step === 'sha256sum -c SHA256SUMS' ||
          (file === link && step === 'sha256sum -c audit/LINKSUMS'),
      );
      expect(failing.length).toBeGreaterThan(1);
      for (const step of failing) {
        if (step.startsWith('sha256sum ') && step !== 'sha256sum -c SHA256SUMS') continue;
        if (step.startsWith('openssl ts -reply')) continue;
        const outcome = await shell(step, { cwd: folder }).then(
          ({ stdout }) => stdout,
          (error: { stdout: string; stderr: string }) => `FAILED ${error.stdout}${error.stderr}`,
        );
        expect(outcome, step).toMatch(/FAILED|not valid|Invalid|invalid|[Mm]ismatch/);
      }
    }
  });

  it('ships the roots each token was checked against, whatever TSA_CA_FILE says later', async () => {
    const [row] = await t.db
      .select()
      .from(timestampTokens)
      .where(eq(timestampTokens.subjectId, id));
    expect(row!.trustedRoots).toBe(await readFile(tsa.caFile, 'utf8'));
    // As if the roots were kept with a note: the bundle ships what was stored, not the setting.
    await t.db
      .update(timestampTokens)
      .set({
        trustedRoots: sql`'# as checked when stored' || chr(10) || ${timestampTokens.trustedRoots}`,
      })
      .where(eq(timestampTokens.state, 'granted'));
    const alice = t.client();
    await alice.signIn('alice@example.com', 'Alice-Pass-1');
    const again = await alice.request(`/api/submissions/${id}/evidence`);
    await writeFile(path.join(work, 'again.zip'), new Uint8Array(await again.arrayBuffer()));
    const { stdout } = await shell(`unzip -p again.zip evidence-${id}/tsa/ca.pem`, { cwd: work });
    expect(stdout.startsWith('# as checked when stored\n-----BEGIN CERTIFICATE-----')).toBe(true);
  });
});
