import { z } from 'zod';
import { plainText } from './text';

// Erasure of an account (GDPR Art. 17), and what is kept when the person is an inventor on sent
// ideas: those records stay for the establishment and defence of legal claims (Art. 17(3)(e)).

export const erasureLimits = {
  /** Art. 12(3): a request is answered within one month. */
  answerDays: 30,
  answer: { min: 3, max: 2000 },
} as const;

/** A record kept after an erasure request, and why. */
export const keptRecordSchema = z.object({
  kind: z.enum(['idea', 'co-inventor']),
  submissionId: z.string(),
  reference: z.string(),
});
export type KeptRecord = z.infer<typeof keptRecordSchema>;

export const erasureMessages = {
  erased: 'Your account and everything it held have been erased. You are signed out.',
  kept: 'Your account is closed and you are signed out. Some records are kept, as the law allows:',
  keptWhy:
    'You are an inventor on ideas that were sent. Their records stay to establish and defend legal claims on the inventions (GDPR Art. 17(3)(e)): the ideas, their files and messages, your signed agreement and attestations, and the audit entries about them. Everything else has been erased. Staff will answer your request by',
  staff:
    'A staff account holds records of the company’s reviews. Ask an admin to take your staff role away first, then delete your account.',
  answer: `Write the answer you sent, in ${erasureLimits.answer.min} to ${erasureLimits.answer.max} characters.`,
  alreadyAnswered: 'This request has already been answered.',
  notFound: 'That request does not exist.',
} as const;

/** What "Delete my account" answers. */
export const erasureOutcomeSchema = z.discriminatedUnion('outcome', [
  z.object({ outcome: z.literal('erased') }),
  z.object({
    outcome: z.literal('kept'),
    kept: z.array(keptRecordSchema),
    dueAt: z.string(),
  }),
]);
export type ErasureOutcome = z.infer<typeof erasureOutcomeSchema>;

/** A request in the staff queue. */
export const erasureRequestSchema = z.object({
  id: z.string(),
  email: z.string(),
  kept: z.array(keptRecordSchema),
  requestedAt: z.string(),
  dueAt: z.string(),
  answeredAt: z.string().nullable(),
  answeredBy: z.string().nullable(),
  answer: z.string().nullable(),
});
export type ErasureRequest = z.infer<typeof erasureRequestSchema>;

export const answerErasureSchema = z.object({
  answer: plainText(
    z
      .string(erasureMessages.answer)
      .trim()
      .min(erasureLimits.answer.min, erasureMessages.answer)
      .max(erasureLimits.answer.max, erasureMessages.answer),
    'Answer',
    'multi-line',
  ),
});
export type AnswerErasureInput = z.input<typeof answerErasureSchema>;
