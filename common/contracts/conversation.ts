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
// (staff see internal notes; the inventor never does).

export const inventorThreadContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/messages',
  summary: 'The conversation on one of your sent ideas, with how much of it you have not read.',
  response: threadResponseSchema,
});

export const inventorPostMessageContract = endpoint({
  method: 'POST',
  path: '/api/submissions/:id/messages',
  summary:
    'Writes to staff about one of your sent ideas (201); the id makes a repeat harmless: it answers 200.',
  body: postMessageSchema,
  status: 201,
  response: messageResponseSchema,
});

export const inventorMarkReadContract = endpoint({
  method: 'POST',
  path: '/api/submissions/:id/messages/read',
  summary: 'Marks your conversation read up to the newest message shown.',
  body: markReadSchema,
  response: null,
  status: 204,
});

export const inventorMessageAttachmentContract = endpoint({
  method: 'GET',
  path: '/api/submissions/:id/messages/:messageId/attachment',
  summary: "A message's attachment, from a conversation you may read.",
  response: null,
  produces: 'application/octet-stream',
});

export const staffThreadContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/messages',
  summary: "A sent idea's conversation as staff see it, internal notes included.",
  response: threadResponseSchema,
});

export const staffPostMessageContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/messages',
  summary:
    'Writes a message, a request or an internal note (which may mention staff) (201); a repeated id answers 200.',
  body: staffMessageSchema,
  status: 201,
  response: messageResponseSchema,
});

export const staffMarkReadContract = endpoint({
  method: 'POST',
  path: '/api/admin/submissions/:id/messages/read',
  summary: 'Marks the conversation read, for this staff member, up to the newest message shown.',
  body: markReadSchema,
  response: null,
  status: 204,
});

export const staffMessageAttachmentContract = endpoint({
  method: 'GET',
  path: '/api/admin/submissions/:id/messages/:messageId/attachment',
  summary: "A message's attachment, to staff who may read the idea (audited).",
  response: null,
  produces: 'application/octet-stream',
});

export const ownUnreadContract = endpoint({
  method: 'GET',
  path: '/api/submissions/unread-messages',
  summary: 'How many messages from staff you have not read: per sent idea, and in all.',
  response: ownUnreadResponseSchema,
});

/** A conversation's endpoints, as each side of the portal reaches them. */
export const threadContracts = {
  inventor: {
    read: inventorThreadContract,
    post: inventorPostMessageContract,
    markRead: inventorMarkReadContract,
    attachment: inventorMessageAttachmentContract,
  },
  staff: {
    read: staffThreadContract,
    post: staffPostMessageContract,
    markRead: staffMarkReadContract,
    attachment: staffMessageAttachmentContract,
  },
} as const satisfies Record<Viewpoint, unknown>;
