import { z } from 'zod';
import { ATTACHMENT_MAX_BYTES, ideaFileLimits } from './attachments';

// Public verification (/verify, POST /api/verify, GET /api/verify/:code): whether a file is one
// this portal issued, told with references, times and hashes only: never an idea's text, its
// title or a person.

/** Crockford base32: no I, L, O or U, so a code read aloud or typed from paper is not mistaken. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const VERIFICATION_CODE_LENGTH = 10;

/** A code as printed: two groups of five, `7K3QD-9XJ2M`. */
export function formatVerificationCode(code: string): string {
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/**
 * A code as a person typed or scanned it, made canonical: case, hyphens and spaces dropped, and
 * the letters Crockford reads as digits (I and L as 1, O as 0) read so; null when it is no code.
 */
export function normaliseVerificationCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/[IL]/g, '1').replace(/O/g, '0');
  if (code.length !== VERIFICATION_CODE_LENGTH) return null;
  return [...code].every((char) => ALPHABET.includes(char)) ? code : null;
}

export const verificationAlphabet = ALPHABET;

/** Where a code leads: the public page, which looks it up. */
export const verifyPath = (code: string) => `/verify?code=${code}`;

/**
 * The most one check reads: an evidence bundle holds the idea's files (up to their total), and
 * beside them the agreement, the conversation's files and the portal's own small files, for
 * which one more attachment's worth is room enough. A larger bundle is checked offline, with the
 * steps in its VERIFY.txt.
 */
export const VERIFY_MAX_BYTES = ideaFileLimits.maxTotalBytes + ATTACHMENT_MAX_BYTES;

export const verdicts = ['genuine', 'altered', 'not-issued'] as const;
export type Verdict = (typeof verdicts)[number];

export const verifiedKinds = [
  'evidence-bundle',
  'disclosure-pdf',
  'sealed-agreement',
  'timestamp',
  'unrecognised',
] as const;
export type VerifiedKind = (typeof verifiedKinds)[number];

const certifiedSchema = z.object({ at: z.string(), authority: z.string() });

/** What a check found. Every field is a reference, a time (ISO 8601, UTC) or a hash. */
export const verificationSchema = z.object({
  verdict: z.enum(verdicts),
  kind: z.enum(verifiedKinds),
  /** One sentence for people: "This is disclosure 1a2b3c4d, sent …". */
  summary: z.string(),
  /** The files checked (a bundle's each), with their SHA-256. */
  files: z.array(z.object({ name: z.string(), sha256: z.string(), size: z.number() })),
  /** What does not match what was issued, file by file. */
  mismatches: z.array(
    z.object({
      file: z.string(),
      problem: z.enum(['changed', 'missing', 'added', 'unreadable']),
      expectedSha256: z.string().nullable(),
      actualSha256: z.string().nullable(),
    }),
  ),
  /** The issued copy the file is (or claims to be): its code, when, and its SHA-256. */
  issued: z.object({ code: z.string(), issuedAt: z.string(), sha256: z.string() }).nullable(),
  disclosure: z
    .object({
      reference: z.string(),
      sentAt: z.string(),
      manifestSha256: z.string(),
      certified: certifiedSchema.nullable(),
    })
    .nullable(),
  agreement: z
    .object({
      reference: z.string(),
      signedAt: z.string(),
      sha256: z.string(),
      certified: certifiedSchema.nullable(),
    })
    .nullable(),
  timestamp: z
    .object({ imprintSha256: z.string(), at: z.string(), authority: z.string() })
    .nullable(),
  /**
   * For a signed agreement's long-term copy (PAdES B-LTA): which revision it is, and its
   * document timestamp. Absent from answers of servers that made none.
   */
  longTerm: z
    .object({ revision: z.number(), timestampedAt: z.string(), authority: z.string() })
    .nullable()
    .optional(),
  /** The newest check of the audit chain: when, and whether it held. */
  auditChain: z.object({ checkedAt: z.string(), ok: z.boolean() }).nullable(),
});
export type Verification = z.infer<typeof verificationSchema>;

export const verificationTexts = {
  heading: 'Check a document',
  intro:
    'Drop an evidence bundle, a disclosure.pdf, a signed agreement, or a timestamp (.tsr) with its file, to learn whether this portal issued it unchanged. Files are checked in memory and never stored.',
  genuine: 'Genuine',
  altered: 'Altered',
  notIssued: 'Not issued by this portal',
  noFile: 'Choose a file to check.',
  tooManyFiles: 'Drop one file, or a timestamp (.tsr) with the file it is for.',
  unknownCode: 'No document has this verification code.',
} as const;
