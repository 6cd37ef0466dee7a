import { z } from 'zod';
import type { Viewpoint } from './access';
import { plainText } from './text';

/**
 * What is said on a sent submission: a message both sides read, a staff request for more
 * information (a message that also waits for the inventor), or an internal note only staff see.
 */
export const messageKinds = ['message', 'request', 'note'] as const;
export type MessageKind = (typeof messageKinds)[number];

/** Who wrote a message, as the thread shows it. */
export const authorRoles = ['submitter', 'staff'] as const;
export type AuthorRole = (typeof authorRoles)[number];

/**
 * Where a conversation stands. A request waits for the inventor; their reply marks it answered
 * for staff. The review status (Pending, Approved, Rejected) is not touched by either.
 */
export const inventorStates = ['awaiting_inventor', 'inventor_replied'] as const;
export type InventorState = (typeof inventorStates)[number];

export const inventorStateLabels: Record<Viewpoint, Record<InventorState, string>> = {
  staff: { awaiting_inventor: 'Awaiting inventor', inventor_replied: 'Inventor replied' },
  inventor: { awaiting_inventor: 'Awaiting your reply', inventor_replied: 'You replied' },
};

export const inventorStateLabel = (state: string | null | undefined, view: Viewpoint) =>
  state && Object.hasOwn(inventorStateLabels[view], state)
    ? inventorStateLabels[view][state as InventorState]
    : null;

export const messageLimits = { text: 10_000, mentions: 20 } as const;

export const conversationTexts = {
  textRequired: 'Please write a message.',
  textTooLong: `Message must be at most ${messageLimits.text.toLocaleString('en-US')} characters.`,
  idInUse: 'This message id is already in use. Please write the message again.',
  mentionNotStaff: 'Only staff members who can see this submission can be mentioned.',
  staffOnly: 'Only staff can see this',
} as const;

const messageText = plainText(
  z
    .string(conversationTexts.textRequired)
    .trim()
    .min(1, conversationTexts.textRequired)
    .max(messageLimits.text, conversationTexts.textTooLong),
  'Message',
  'multi-line',
);

/** A message the submitter sends. The id is made by the client: a retried send posts once. */
export const postMessageSchema = z.object({
  id: z.uuid('The message id must be a UUID.'),
  text: messageText,
  attachmentId: z.uuid().nullable().optional(),
});
export type PostMessageInput = z.input<typeof postMessageSchema>;

/** A message, request or internal note from staff; a note may mention staff members to mail. */
export const staffMessageSchema = postMessageSchema.extend({
  kind: z.enum(messageKinds).default('message'),
  mentions: z.array(z.uuid()).max(messageLimits.mentions).default([]),
});
export type StaffMessageInput = z.input<typeof staffMessageSchema>;

/** Marks the thread read up to the newest message the reader has been shown. */
export const markReadSchema = z.object({ lastSeenId: z.uuid() });

// ---------------------------------------------------------------------------------------------
// What the API answers.

export const messageRecordSchema = z.object({
  id: z.string(),
  kind: z.string(),
  authorName: z.string(),
  authorRole: z.string(),
  /** Whether the reader wrote it. */
  mine: z.boolean(),
  text: z.string(),
  attachment: z.object({ name: z.string(), sizeBytes: z.number().nullable() }).nullable(),
  mentions: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type MessageRecord = z.infer<typeof messageRecordSchema>;

export const threadResponseSchema = z.object({
  messages: z.array(messageRecordSchema),
  inventorState: z.string().nullable(),
  unread: z.number(),
});
export type ThreadResponse = z.infer<typeof threadResponseSchema>;

export const messageResponseSchema = z.object({ message: messageRecordSchema });

/** The submitter's unread messages: per sent idea that has any (by id), and in all. */
export const ownUnreadResponseSchema = z.object({
  total: z.number(),
  submissions: z.record(z.string(), z.number()),
});
export type OwnUnread = z.infer<typeof ownUnreadResponseSchema>;

/** A staff member who can be mentioned in an internal note. */
export const staffMemberSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['admin', 'reviewer']),
});
export type StaffMember = z.infer<typeof staffMemberSchema>;

/** GET /api/admin/staff: staff as a reader may see them, with the address for admins only. */
export const listedStaffSchema = staffMemberSchema.extend({ email: z.string().optional() });
export type ListedStaff = z.infer<typeof listedStaffSchema>;
