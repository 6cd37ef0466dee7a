import type { z } from 'zod';
import type { Viewpoint } from '../access';
import {
  markReadSchema,
  messageResponseSchema,
  ownUnreadResponseSchema,
  postMessageSchema,
  staffMessageSchema,
  threadResponseSchema,
} from '../conversation';
import { endpoint } from './endpoint';

// A sent idea's conversation: one feature with two doors, the inventor's under
// /api/submissions and staff's under /api/admin/submissions. Each side reads what it may
// (staff see internal notes; the inventor never does) and writes with its own body.

interface DoorSummaries {
  read: string;
  post: string;
  markRead: string;
  attachment: string;
}

/** The four endpoints of one side's door; `base` is where that side reaches a submission. */
function conversationDoor<const Base extends string, const Post extends z.ZodType>(
  base: Base,
  postBody: Post,
  summary: DoorSummaries,
) {
  const messages = `${base}/:id/messages` as const;
  return {
    read: endpoint({
      method: 'GET',
      path: messages,
      summary: summary.read,
      response: threadResponseSchema,
    }),
    post: endpoint({
      method: 'POST',
      path: messages,
      summary: summary.post,
      body: postBody,
      status: 201,
      response: messageResponseSchema,
    }),
    markRead: endpoint({
      method: 'POST',
      path: `${messages}/read`,
      summary: summary.markRead,
      body: markReadSchema,
      response: null,
      status: 204,
    }),
    attachment: endpoint({
      method: 'GET',
      path: `${messages}/:messageId/attachment`,
      summary: summary.attachment,
      response: null,
      produces: 'application/octet-stream',
    }),
  };
}

/** A conversation's endpoints, as each side of the portal reaches them. */
export const threadContracts = {
  inventor: conversationDoor('/api/submissions', postMessageSchema, {
    read: 'The conversation on one of your sent ideas, with how much of it you have not read.',
    post: 'Writes to staff about one of your sent ideas (201); the id makes a repeat harmless: it answers 200.',
    markRead: 'Marks your conversation read up to the newest message shown.',
    attachment: "A message's attachment, from a conversation you may read.",
  }),
  staff: conversationDoor('/api/admin/submissions', staffMessageSchema, {
    read: "A sent idea's conversation as staff see it, internal notes included.",
    post: 'Writes a message, a request or an internal note (which may mention staff) (201); a repeated id answers 200.',
    markRead: 'Marks the conversation read, for this staff member, up to the newest message shown.',
    attachment: "A message's attachment, to staff who may read the idea (audited).",
  }),
} as const satisfies Record<Viewpoint, unknown>;

export const ownUnreadContract = endpoint({
  method: 'GET',
  path: '/api/submissions/unread-messages',
  summary: 'How many messages from staff you have not read: per sent idea, and in all.',
  response: ownUnreadResponseSchema,
});
