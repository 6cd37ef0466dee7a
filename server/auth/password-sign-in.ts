import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Auth } from './auth';
import { sessionSetBy } from './response-session';
import { completesSignIn } from './two-factor-attempts';

/**
 * A password sign-in as the library answers it, unless it ran while the account's enrolment in
 * two-factor sign-in was confirmed. The library reads the account once, before it checks the
 * password: read before the confirmation, the sign-in needs no code, and its session can be made
 * after enrolment ended the account's other sessions. A session made with the password alone for
 * an account that now has two-factor sign-in on is ended here and the sign-in made again, which
 * asks for the code. Enrolment ends the session if it turned two-factor sign-in on after this
 * check read the account; this check ends it otherwise.
 */
export async function passwordSignIn(auth: Auth, db: Db, request: Request): Promise<Response> {
  const response = await auth.handler(request.clone());
  if (!(await completesSignIn(response))) return response;
  const made = await sessionSetBy(auth, response);
  if (!made?.user.twoFactorEnabled || made.session.twoFactorVerified) return response;
  await db.delete(sessions).where(eq(sessions.id, made.session.id));
  return auth.handler(request);
}
