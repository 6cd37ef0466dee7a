import { z } from 'zod';
import { contactMessageSchema } from '../contact';
import { endpoint } from './endpoint';

export const sendContactMessageContract = endpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Stores a contact message and tells staff (201).',
  body: contactMessageSchema,
  response: z.object({ id: z.string() }),
});
