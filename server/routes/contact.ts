import { Hono } from 'hono';
import { contactMessages } from '#common/contact';
import { sendContactMessageContract } from '#common/contracts/contact';
import type { Auth } from '../auth/auth';
import type { Db } from '../db/client';
import { AppError } from '#server/core/app-error';
import { onContract, reply } from '../http/contract-route';
import type { AppEnv } from '../http/request-context';
import { routeLimits } from '../http/limits';
import { rateLimit } from '../http/rate-limit';
import { parseBody } from '../http/validate';
import { sendContactMessage } from '../services/contact/send-contact-message';
import type { StaffNotices } from '../services/notifications/staff';

export function contactRoutes(auth: Auth, db: Db, staff: StaffNotices) {
  const app = new Hono<AppEnv>();
  const contract = sendContactMessageContract;
  onContract(app, '/api/contact', contract, rateLimit(db, routeLimits.contact), async (c) => {
    const input = await parseBody(c, contract.body);
    // A signed-in visitor writes as their account, whatever address the form carried.
    const session = await auth.readSession(c.req.raw.headers);
    const email = session?.user.email ?? input.email;
    if (!email)
      throw new AppError('invalid_input', contactMessages.emailRequired, { field: 'email' });
    const row = await sendContactMessage(db, staff, {
      ...input,
      email,
      userId: session?.user.id ?? null,
      ipAddress: c.get('clientIp'),
    });
    return reply(c, contract, { id: row.id });
  });
  return app;
}
