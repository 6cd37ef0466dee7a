import { Hono } from 'hono';
import { contactMessages, contactMessageSchema } from '#common/contact';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { ApiError } from '../http/errors';
import { rateLimit } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { sendContactMessage } from '../services/contact/send-contact-message';

export function contactRoutes(auth: Auth, db: Db, staffEmail: string | undefined) {
  return new Hono<{ Variables: { clientIp: string } }>().post(
    '/',
    rateLimit(db, [{ name: 'contact', by: 'ip', rule: { limit: 5, windowSeconds: 3600 } }]),
    async (c) => {
      const input = await parseBody(c, contactMessageSchema);
      // A signed-in visitor writes as their account, whatever address the form carried.
      const session = await auth.api.getSession({ headers: c.req.raw.headers });
      const email = session?.user.email ?? input.email;
      if (!email) throw new ApiError(400, 'invalid_input', contactMessages.emailRequired);
      const row = await sendContactMessage(db, staffEmail, {
        ...input,
        email,
        userId: session?.user.id ?? null,
        ipAddress: c.get('clientIp'),
      });
      return c.json({ id: row.id }, 201);
    },
  );
}
