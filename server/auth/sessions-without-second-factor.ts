import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions } from '../db/schema';
import type { Auth } from './auth';
import { sessionSetBy } from './response-session';
import { completesSignIn } from './two-factor-attempts';

/**
 * Ends the session an answer signs its browser in to when it was made without the second factor
 * for an account that now has two-factor sign-in on; answers whether it did. The library reads
 * the account (a sign-in) or the session (a password change) before it checks the password and
 * makes the session after: one under way as the account's enrolment is confirmed elsewhere is
 * made with the password alone, possibly after enrolment ended the account's other sessions.
 * Enrolment ends it if it turned two-factor sign-in on after this check read the account; this
 * check ends it otherwise.
 */
export async function endIfWithoutSecondFactor(
  auth: Auth,
  db: Db,
  response: Response,
): Promise<boolean> {
  const made = await sessionSetBy(auth, response);
  if (!made?.user.twoFactorEnabled || made.session.twoFactorVerified) return false;
  await db.delete(sessions).where(eq(sessions.id, made.session.id));
  return true;
}

/**
 * A password sign-in as the library answers it; one whose session was ended for lacking the
 * second factor is made again, and now asks for the code.
 */
export async function passwordSignIn(auth: Auth, db: Db, request: Request): Promise<Response> {
  const response = await auth.handler(request.clone());
  if (!(await completesSignIn(response))) return response;
  return (await endIfWithoutSecondFactor(auth, db, response)) ? auth.handler(request) : response;
}
