import { disputeReasonLabels, type DisputeReason } from '#common/co-inventors';
import { MUTED, type TextWriter, utc } from '#server/lib/pdf/text-writer';
import type { BundleFacts } from './bundle-facts';
import type { BundleEntry } from './hashed-zip';
import type { TimestampRow } from './timestamps';

const encoder = new TextEncoder();

/** Where an attestation's manifest and its token are in the bundle: by its place in the list. */
const pathsOf = (position: number) => ({
  data: `attestations/attestation-${position}.json`,
  token: `timestamps/attestation-${position}.tsr`,
});

/** Each co-inventor's signed attestation, as the bundle holds it. */
export function attestationFiles(facts: BundleFacts) {
  return facts.coInventors
    .filter(({ row, timestamp }) => row.response === 'attested' && timestamp?.document)
    .map(({ row, timestamp }, i) => ({ row, timestamp: timestamp!, ...pathsOf(i + 1) }));
}

export type AttestationFile = ReturnType<typeof attestationFiles>[number];

/** The attestations' manifests, each exactly the bytes its timestamp is over. */
export const attestationEntries = (files: AttestationFile[]): BundleEntry[] =>
  files.map((file) => ({
    path: file.data,
    open: async () => encoder.encode(file.timestamp.document!),
  }));

/** The attestations whose trusted timestamps were granted, for step 5 to check. */
export const grantedAttestations = (files: AttestationFile[]) =>
  files
    .filter(({ timestamp }) => timestamp.state === 'granted' && timestamp.response)
    .map((file) => ({ row: file.timestamp as TimestampRow, data: file.data, token: file.token }));

/** The inventors on paper: the shares as sent, and each co-inventor's answer. */
export function inventorsPdfSection(w: TextWriter, facts: BundleFacts, files: AttestationFile[]) {
  const { submission } = facts;
  w.space(6);
  w.heading('Inventors');
  w.field(
    'Submitter',
    `${submission.fullName?.trim() || submission.email}: ${submission.submitterShare}%${submission.submitterLead ? ', lead inventor' : ''}`,
  );
  if (!facts.coInventors.length) {
    w.text('No co-inventors were listed.', { size: 9, color: MUTED });
    return;
  }
  for (const { row, timestamp } of facts.coInventors) {
    w.field(
      'Co-inventor',
      `${row.name} <${row.email}>${row.affiliation ? `, ${row.affiliation}` : ''}: ${row.share}%${row.lead ? ', lead inventor' : ''}`,
    );
    if (row.response === 'attested') {
      const file = files.find((f) => f.row.id === row.id);
      w.fieldLines(
        'Attested',
        `Signed by ${row.printedName} on ${utc(row.respondedAt!)}: "${row.meaning}"`,
      );
      w.field(`SHA-256 of ${file?.data ?? 'its manifest'}`, row.manifestSha256 ?? 'not recorded');
      w.field(
        'Trusted timestamp',
        timestamp?.state === 'granted' && timestamp.genTime
          ? `${utc(timestamp.genTime)} (${file?.token})`
          : 'pending',
      );
    } else if (row.response === 'disputed') {
      const reason = disputeReasonLabels[row.disputeReason as DisputeReason] ?? row.disputeReason;
      w.field(
        'Disputed',
        `on ${utc(row.respondedAt!)}: ${reason}${row.claimedShare !== null ? ` (claims ${row.claimedShare}%)` : ''}`,
      );
    } else {
      w.field('Attestation', 'not yet given');
    }
  }
}
