import { z } from 'zod';
import { isEmailLike, normaliseEmail } from './auth/email';
import { signingCredentials, signingMessages } from './auth/signing';
import { plainText } from './text';

// Who invented an idea, and how much each contributed: the submitter and the co-inventors they
// list, whose shares make 100% together. Each co-inventor is invited by mail, and once the idea
// is sent attests (or disputes) their part with a signature of their own (ADR 35).

export const inventorLimits = {
  /** Co-inventors besides the submitter. */
  coInventors: 19,
  name: 200,
  affiliation: 200,
  email: 254,
  comment: 2_000,
} as const;

export const inventorMessages = {
  sharesNot100: (total: number) =>
    `The contributions, yours included, must add up to 100% (they add up to ${total}%).`,
  share: 'Enter a whole percentage from 1 to 100.',
  nameRequired: "Enter the co-inventor's name.",
  emailInvalid: 'Enter a valid email address.',
  emailTwice: 'This co-inventor is listed twice.',
  ownEmail: 'This is your own address: you are already an inventor of this idea.',
  oneLead: 'Only one inventor may be marked lead.',
  tooMany: `At most ${inventorLimits.coInventors} co-inventors can be listed.`,
  onlySubmitterLists: 'Only the inventor who started this draft can change who its inventors are.',
  staleDraft:
    'Someone else saved this draft after you opened it. Their version is shown now; add your changes to it and save again.',
  alreadyAnswered: 'This invitation has already been answered.',
  notListed: 'You are not listed as a co-inventor of this idea.',
  notSentYet: 'This idea is still a draft: it can be attested once its submitter sends it.',
  agreementFirst: 'Please sign the invention agreement before you attest this disclosure.',
  ...signingMessages,
  reasonRequired: 'Choose what is wrong.',
  claimedShareRequired: 'Enter the share you believe is yours.',
  commentRequired: 'Tell staff what is wrong.',
  answeredCannotChange: 'This co-inventor has already answered: their address cannot change.',
} as const;

/** What a co-inventor's answer to their invitation is. */
export const inventorResponses = ['attested', 'disputed'] as const;
export type InventorResponse = (typeof inventorResponses)[number];

/** Why a co-inventor disputes what the submitter listed. */
export const disputeReasons = ['not_inventor', 'different_share'] as const;
export type DisputeReason = (typeof disputeReasons)[number];
export const disputeReasonLabels: Record<DisputeReason, string> = {
  not_inventor: 'I am not an inventor of this invention',
  different_share: 'My share is different',
};

/**
 * What an attestation says, in the words the co-inventor signs and every copy prints (the
 * printed meaning of 21 CFR 11.50).
 */
export const attestationMeaning = (reference: string, share: number) =>
  `Attested as co-inventor, ${share}%: I am an inventor of the invention described in disclosure ${reference}.`;

const share = z
  .number(inventorMessages.share)
  .int(inventorMessages.share)
  .min(1, inventorMessages.share)
  .max(100, inventorMessages.share);

const email = z
  .string(inventorMessages.emailInvalid)
  .trim()
  .max(inventorLimits.email, inventorMessages.emailInvalid)
  .refine(isEmailLike, inventorMessages.emailInvalid)
  .transform(normaliseEmail);

export const coInventorInputSchema = z.object({
  name: plainText(
    z
      .string(inventorMessages.nameRequired)
      .trim()
      .min(1, inventorMessages.nameRequired)
      .max(inventorLimits.name, `The name must be at most ${inventorLimits.name} characters.`),
    'Name',
  ),
  email,
  affiliation: plainText(
    z
      .string()
      .trim()
      .max(
        inventorLimits.affiliation,
        `The affiliation must be at most ${inventorLimits.affiliation} characters.`,
      ),
    'Affiliation',
  ).default(''),
  share,
  lead: z.boolean().default(false),
});
export type CoInventorInput = z.input<typeof coInventorInputSchema>;

/**
 * The inventors of an idea as its submitter lists them: their own share and the co-inventors'.
 * The shares make 100%, one inventor at most is the lead, and each address is listed once.
 */
export const inventorsSchema = z
  .object({
    submitterShare: share,
    submitterLead: z.boolean().default(false),
    coInventors: z
      .array(coInventorInputSchema)
      .max(inventorLimits.coInventors, inventorMessages.tooMany)
      .default([]),
  })
  .superRefine((inventors, ctx) => {
    const total =
      inventors.submitterShare + inventors.coInventors.reduce((sum, c) => sum + c.share, 0);
    if (total !== 100)
      ctx.addIssue({
        code: 'custom',
        path: ['submitterShare'],
        message: inventorMessages.sharesNot100(total),
      });
    const leads = [inventors.submitterLead, ...inventors.coInventors.map((c) => c.lead)];
    if (leads.filter(Boolean).length > 1) {
      const second = leads.indexOf(true, leads.indexOf(true) + 1);
      ctx.addIssue({
        code: 'custom',
        path: ['coInventors', second - 1, 'lead'],
        message: inventorMessages.oneLead,
      });
    }
    const seen = new Set<string>();
    inventors.coInventors.forEach((c, i) => {
      if (seen.has(c.email))
        ctx.addIssue({
          code: 'custom',
          path: ['coInventors', i, 'email'],
          message: inventorMessages.emailTwice,
        });
      seen.add(c.email);
    });
  });
export type InventorsInput = z.input<typeof inventorsSchema>;
export type Inventors = z.output<typeof inventorsSchema>;

/** An idea's inventors when none were listed: the submitter alone. */
export const soleInventor: Inventors = {
  submitterShare: 100,
  submitterLead: false,
  coInventors: [],
};

/** A co-inventor as an idea's readers see them. */
export const coInventorRecordSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  affiliation: z.string().default(''),
  share: z.number(),
  lead: z.boolean().default(false),
  /** Null until they answer. */
  response: z.string().nullable().default(null),
  respondedAt: z.string().nullable().default(null),
  /** As signed: the printed name and meaning of an attestation. */
  printedName: z.string().nullable().default(null),
  meaning: z.string().nullable().default(null),
  /** A dispute's reason and share claimed; its comment is staff's alone. */
  disputeReason: z.string().nullable().default(null),
  claimedShare: z.number().nullable().default(null),
  disputeComment: z.string().nullable().optional(),
  /** Hex SHA-256 of the attestation's manifest, the document timestamped. */
  manifestSha256: z.string().nullable().default(null),
});
export type CoInventorRecord = z.infer<typeof coInventorRecordSchema>;

export const inventorsRecordSchema = z.object({
  submitterShare: z.number(),
  submitterLead: z.boolean().default(false),
  coInventors: z.array(coInventorRecordSchema).default([]),
});
export type InventorsRecord = z.infer<typeof inventorsRecordSchema>;

/**
 * How many of an idea's inventors have confirmed it: the submitter, who sent it, and each
 * co-inventor who attested. Shown as "2 of 3 inventors confirmed".
 */
export const confirmedLabel = (confirmed: number, total: number) =>
  `${confirmed} of ${total} inventors confirmed`;

/** A co-inventor's answer: attest, or dispute with a reason and a comment for staff. */
export const attestationInputSchema = z
  .object({
    decision: z.enum(['attest', 'dispute']),
    ...signingCredentials,
    reason: z.enum(disputeReasons, inventorMessages.reasonRequired).optional(),
    claimedShare: share.optional(),
    comment: plainText(
      z
        .string()
        .trim()
        .max(
          inventorLimits.comment,
          `The comment must be at most ${inventorLimits.comment} characters.`,
        ),
      'Comment',
      'multi-line',
    ).optional(),
  })
  .superRefine((input, ctx) => {
    if (input.decision !== 'dispute') return;
    if (!input.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: inventorMessages.reasonRequired });
    if (input.reason === 'different_share' && input.claimedShare === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['claimedShare'],
        message: inventorMessages.claimedShareRequired,
      });
    if (!input.comment)
      ctx.addIssue({
        code: 'custom',
        path: ['comment'],
        message: inventorMessages.commentRequired,
      });
  });
export type AttestationInput = z.input<typeof attestationInputSchema>;

/** One idea the signed-in person is listed on as a co-inventor. */
export const coInventionSchema = z.object({
  coInventorId: z.string(),
  submissionId: z.string(),
  reference: z.string(),
  ideaTitle: z.string(),
  status: z.string(),
  submitterName: z.string().nullable().default(null),
  submittedAt: z.string().nullable().default(null),
  share: z.number(),
  response: z.string().nullable().default(null),
  respondedAt: z.string().nullable().default(null),
});
export type CoInvention = z.infer<typeof coInventionSchema>;
export const coInventionsResponseSchema = z.object({ coInventions: z.array(coInventionSchema) });

/** Staff correcting a co-inventor's address. */
export const correctAddressSchema = z.object({ email });
