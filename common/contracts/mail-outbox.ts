import { mailAttentionCountsSchema, mailAttentionResponseSchema } from '../mail-outbox';
import { endpoint } from './endpoint';

export const mailAttentionContract = endpoint({
  method: 'GET',
  path: '/api/admin/mail',
  summary: 'Delayed, failed and unconfirmed mail (metadata only), with their counts; admins only.',
  response: mailAttentionResponseSchema,
});

export const mailCountsContract = endpoint({
  method: 'GET',
  path: '/api/admin/mail/counts',
  summary: "The dashboard's line: how much mail is delayed, failed or unconfirmed.",
  response: mailAttentionCountsSchema,
});

export const sendMailAgainContract = endpoint({
  method: 'POST',
  path: '/api/admin/mail/:id/send-again',
  summary: 'Makes a message due now (audited); answers with the Mail page as it then is.',
  response: mailAttentionResponseSchema,
});
