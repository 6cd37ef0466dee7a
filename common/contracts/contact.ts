import { z } from 'zod';
import { contactMessageSchema } from '../contact';
import { endpoint } from './endpoint';

export const sendContactMessageContract = endpoint({
  method: 'POST',
  path: '/api/contact',
  summary: 'Stores a contact message and tells staff.',
  body: contactMessageSchema,
  status: 201,
  response: z.object({ id: z.string() }),
});
