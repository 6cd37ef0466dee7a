import { company } from '#common/company';
import { utc } from '#server/lib/pdf/text-writer';
import type { AuditVerifyFacts } from './audit-part';
import type { Viewpoint } from '#common/access';
import { formatVerificationCode } from '#common/verification';

/** A file in the bundle and the RFC 3161 timestamp token (`.tsr`) over it. */
export interface TimestampedFile {
  data: string;
  token: string;
}

export interface VerifyFacts {
  /** The folder the ZIP unpacks into. */
  folder: string;
  submissionId: string;
  madeAt: Date;
  /** The bundle's paths of the submitted attachment(s). */
  attachments: string[];
  /** The bundle's path of the signed agreement, if it is in it. */
  agreement: string | null;
  /** The bundle's path of the agreement's long-term (PAdES B-LTA) copy, if it is in it. */
  agreementLongTerm?: string | null;
  /** Whether disclosure.pdf carries the portal's seal. */
  disclosureSealed?: boolean;
  /** Timestamp tokens in the bundle; their authority's certificates are in tsa/ca.pem. */
  timestamps: TimestampedFile[];
  audit: AuditVerifyFacts;
  reader: Viewpoint;
  hasMessages: boolean;
  /** Whether the manifest hashes the invention's facts (submission/facts.json). */
  factsHashed: boolean;
  /** Whether the manifest's trusted timestamp is in the bundle. */
  manifestTimestamped: boolean;
  /** The bundle's paths of the co-inventors' attestation manifests. */
  attestations: string[];
  /** This bundle's verification code and the page that checks it, when it was recorded. */
  online?: { code: string; url: string } | null;
}

export const commands = (...lines: string[]) => lines.map((line) => `    ${line}`).join('\n');

/**
 * A path as one shell word: kept as is when plain, single-quoted otherwise, so a file named by
 * its uploader (spaces, `$(...)`, quotes) is only ever a name to the reader's shell.
 */
export const shellWord = (path: string) =>
  /^[\w./-]+$/.test(path) ? path : `'${path.replaceAll("'", `'\\''`)}'`;

function timestampSection(timestamps: TimestampedFile[]): string {
  if (!timestamps.length) {
    return `This bundle holds no trusted timestamps: when it was made, the portal had not been
given a timestamp authority, or the authority had not answered yet. The times in it are
then the portal's own record. A bundle downloaded later may include them.`;
  }
  return `An independent timestamp authority signed the SHA-256 of each file below at a moment it
states itself. The portal cannot change that time. For each pair, run:

${commands(...timestamps.map((t) => `openssl ts -verify -data ${shellWord(t.data)} -in ${shellWord(t.token)} -CAfile tsa/ca.pem`))}

Each must print "Verification: OK". To read the time the authority stated:

${commands(...timestamps.map((t) => `openssl ts -reply -in ${shellWord(t.token)} -text`))}

("Time stamp:" in the output.) tsa/ca.pem holds the authority's certificate chain; compare it
with the one the authority publishes.`;
}

function auditSection(
  { links, personal, anchor }: AuditVerifyFacts,
  reader: Viewpoint,
  hasMessages: boolean,
): string {
  const whose =
    reader === 'inventor'
      ? "the submitter's own actions about this submission and its agreement (signing, their\nmessages, their downloads of this bundle)"
      : 'this submission and its agreement that the submitter was also shown (signing, review\ndecisions, messages, downloads)';
  const intro = `audit/entries.json lists, oldest first, every entry of the portal's append-only audit
log of ${whose}, with all their columns.${hasMessages ? ' messages/messages.json holds the messages both sides could\nread.' : ''}

The audit log is a hash chain: each entry's hash is the SHA-256 of the previous entry's hash
followed by the entry itself in canonical JSON (RFC 8785), so changing, removing or reordering
any entry changes every hash after it.`;
  if (!links) return intro;
  const anchorText = anchor
    ? `An independent timestamp authority signed the hash of the chain's entry number
${anchor.position} (audit/anchor.json). Check its token:

${commands(`openssl ts -verify -digest ${anchor.digest} -in ${anchor.token} -CAfile tsa/ca.pem`)}

It must print "Verification: OK"; the time it states is read as in step 5. ${
        anchor.coversAll
          ? 'Every entry in this bundle comes at or before that entry in the chain, which\nlinks each of them to the anchored hash.'
          : 'Entries after that number\nare anchored by the next daily timestamp; a bundle downloaded later includes it.'
      } The entries in between concern other people and are not in this bundle; the portal's
operator can show the whole chain to a court or an expert (npm run audit:verify).`
    : 'No trusted timestamp anchors the chain yet; a bundle downloaded later may include one.';
  return `${intro} Each entry's link file in audit/links holds exactly what its hash is over.
Check every entry's hash:

${commands('sha256sum -c audit/LINKSUMS')}

Every line must end in "OK". The first 64 characters of each link file are the hash of the
entry before it in the chain.
${
  personal
    ? `
An entry names the person who acted, their IP address, browser and the details of what they did
("personal") by a digest only, so the portal can erase them at that person's request without
changing any hash. Each file in audit/personal holds a random salt (32 characters), then those
fields in canonical JSON; check that each is what its entry's digest is over:

${commands('sha256sum -c audit/PERSONALSUMS')}

Every line must end in "OK". An entry whose fields were erased has no such file; its digest
still stands in the chain.
`
    : ''
}
${anchorText}`;
}

function attestationSection(files: string[]): string {
  return `Each co-inventor listed in submission-manifest.json who confirmed being an inventor
signed an attestation of their own, entering their password again to do so. Its manifest,
in canonical JSON (RFC 8785), names the person, their share, the words they signed and when:

${commands(...files.map((file) => `sha256sum ${shellWord(file)}`))}

must print the hash disclosure.pdf shows for each one. Each file's
"disclosureManifestSha256" must be the hash of this disclosure's manifest:

${commands('sha256sum submission-manifest.json', ...files.map((file) => `grep -o '"disclosureManifestSha256":"[0-9a-f]*"' ${shellWord(file)}`))}

must print the same 64 characters on every line: each attestation is about exactly this
disclosure. Their trusted timestamps, where granted, are checked in step 5.`;
}

const OFFLINE_READERS = `A PDF reader that validates PAdES signatures (Adobe Acrobat Reader, for one) shows such a
file's seal as "LTV enabled" and validates it from the file alone, with no network, for as
long as the newest document timestamp's certificate is valid.`;

function longTermSection(original: string, longTerm: string | null | undefined): string {
  if (!longTerm) return '';
  return `

${longTerm} is the same agreement made long-term validatable (PAdES B-LTA): the file
above, byte for byte, followed by the certificates and revocation answers (OCSP or CRL) its
seal and timestamps rest on, and a document timestamp over all of it. The portal adds a fresh
document timestamp before the last one's certificates expire. Check that it begins with the
file as signed, then that its seal still holds:

${commands(`cmp -n $(wc -c < ${shellWord(original)}) ${shellWord(original)} ${shellWord(longTerm)}`, `pdfsig ${shellWord(longTerm)}`)}

cmp prints nothing when the first file is exactly the start of the second. pdfsig lists the
seal as valid, then each document timestamp ("Timestamp_1", ...), which it does not check
itself. ${OFFLINE_READERS}`;
}

function agreementSection(agreement: string | null, longTerm?: string | null): string {
  if (!agreement) return 'This bundle holds no signed agreement file.';
  return `${agreement} is the agreement the submitter signed, as the portal stored it when it was
signed. To see whether it carries a digital seal, run:

${commands(`pdfsig ${shellWord(agreement)}`)}

If it was sealed, pdfsig lists one signature and says the document has not been modified
since it was signed. If pdfsig says the file "does not contain any signatures", it was not
sealed; its SHA-256, recorded when it was signed, is printed in disclosure.pdf and in
audit/entries.json ("agreement.signed") and is checked in step 2.${longTermSection(agreement, longTerm)}`;
}

function disclosureSeal(sealed: boolean | undefined): string {
  if (!sealed) return '';
  return `

disclosure.pdf carries the portal's seal, made when this bundle was made:

${commands('pdfsig disclosure.pdf')}

lists the seal as valid. Made with a timestamp authority configured, it also carries the
validation data and a document timestamp (PAdES B-LTA). ${OFFLINE_READERS}`;
}

/** The quick check on the portal's public page, for a reader without the tools. */
function onlineCheck(facts: VerifyFacts): string {
  if (!facts.online) return '';
  // Not indented: indented lines are the commands to run.
  return `

Without any tools, open ${facts.online.url} and drop ${facts.folder}.zip (or
disclosure.pdf, or the agreement) there: the page says whether the portal issued it unchanged
and, if not, which file differs. This bundle's verification code is
${formatVerificationCode(facts.online.code)}; it is also in manifest.json. The steps below
prove the same without the portal.`;
}

/**
 * VERIFY.txt: how someone with no access to the portal checks the bundle, step by step, with
 * standard tools only. Written for a reader who is not a programmer.
 */
export function verifyText(facts: VerifyFacts): string {
  const sections = [
    `HOW TO CHECK THIS EVIDENCE BUNDLE

${company.legalName} (${company.name}) made this bundle on ${utc(facts.madeAt)} for
submission ${facts.submissionId}. It shows what was disclosed, by whom, when, under which
signed agreement, and what was said about it afterwards. Each step below runs on any Linux
or macOS computer with standard tools (sha256sum, pdfsig from poppler-utils, openssl) and
needs nothing from the portal: no account, no network.${onlineCheck(facts)}`,

    `1. UNPACK

${commands(`unzip ${facts.folder}.zip`, `cd ${facts.folder}`)}

Run every later step inside that folder.`,

    `2. CHECK THAT NO FILE HAS CHANGED

${commands('sha256sum -c SHA256SUMS')}

(On macOS: shasum -a 256 -c SHA256SUMS.) Every line must end in "OK". A line ending in
"FAILED" names a file that is not the one the portal packed; "No such file" names one that
is missing. manifest.json lists the same files with their sizes in canonical JSON; it is
itself checked here.`,

    `3. THE DISCLOSURE

disclosure.pdf sets out the submission: its title and full description, the submitter, the
times, the attachment and the agreement with their SHA-256 hashes, and the receipt mailed to
the submitter when the idea was sent. The hashes tie the paper to the files:

${commands(...facts.attachments.map((file) => `sha256sum ${shellWord(file)}`), 'sha256sum submission-manifest.json')}

must print each attachment's hash shown in disclosure.pdf and in the receipt mail, and the
"SHA-256 of submission-manifest.json". submission-manifest.json states the disclosure's
facts in canonical JSON (RFC 8785). The title and description, exactly as sent (UTF-8, to
the byte), are in submission/:

${commands(`sha256sum submission/title.txt submission/description.txt${facts.factsHashed ? ' submission/facts.json' : ''}`)}

must print the "titleSha256" and "descriptionSha256"${facts.factsHashed ? ' (and for facts.json, which holds the\ninvention\'s facts as the submitter gave them, the "factsSha256")' : ''} of submission-manifest.json (and of the
receipt mail): ${
      facts.manifestTimestamped
        ? 'the words themselves are what the trusted timestamp in step 5 covers.'
        : 'this bundle holds no trusted timestamp of the manifest yet (it was pending, or no\ntimestamp authority was configured, when the bundle was made); once one is granted, a\nbundle downloaded again carries it, covering the words themselves.'
    }${disclosureSeal(facts.disclosureSealed)}`,

    `4. SEALED AGREEMENT

${agreementSection(facts.agreement, facts.agreementLongTerm)}`,

    `5. TRUSTED TIMESTAMPS

${timestampSection(facts.timestamps)}`,

    `6. AUDIT CHAIN

${auditSection(facts.audit, facts.reader, facts.hasMessages)}`,
    ...(facts.attestations.length
      ? [`7. CO-INVENTORS' ATTESTATIONS\n\n${attestationSection(facts.attestations)}`]
      : []),
  ];
  return `${sections.join('\n\n')}\n`;
}
