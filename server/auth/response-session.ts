import type { Auth, AuthSession } from './auth';

/** The session a response signs its browser in to, with its user; null when it sets none. */
export async function sessionSetBy(auth: Auth, response: Response): Promise<AuthSession | null> {
  const cookie = response.headers
    .getSetCookie()
    .map((set) => set.split(';')[0])
    .join('; ');
  return cookie ? auth.readSession(new Headers({ cookie })) : null;
}
