import { z } from 'zod';

// What a sent idea's page says of its proof of disclosure: the manifest that was timestamped and
// where its trusted timestamp stands (/api/submissions/:id/proof, /api/admin/submissions/:id/proof).

export const proofStatusSchema = z.object({
  /** SHA-256 of the idea's manifest, as in the receipt: the hash the timestamp is over. */
  manifestSha256: z.string(),
  timestamp: z.discriminatedUnion('state', [
    z.object({ state: z.literal('certified'), at: z.string(), authority: z.string() }),
    z.object({ state: z.literal('pending') }),
    z.object({ state: z.literal('not-configured') }),
  ]),
});
export type ProofStatus = z.infer<typeof proofStatusSchema>;

export const proofTexts = {
  heading: 'Proof of disclosure',
  pending:
    'Pending: the timestamp authority has not answered yet. The request is kept and retried; nothing is lost.',
  notConfigured:
    'Trusted timestamps are not configured on this portal. The evidence bundle still proves what was sent, by its hashes.',
  bundle:
    'The evidence bundle holds the disclosure, its files, the sealed agreement, the timestamps and the audit entries, with the steps to check them without the portal.',
} as const;
