import { apiRequest } from '#web/lib/api';

export interface ContactMessagePayload {
  name: string;
  /** Left out for a signed-in user: the server uses the account's address. */
  email?: string;
  subject: string;
  message: string;
}

/** POST /api/contact: stores the message and tells staff; answers 201 with its id. */
export async function sendContactMessage(payload: ContactMessagePayload): Promise<{ id: string }> {
  return apiRequest<{ id: string }>('/api/contact', { body: payload });
}
