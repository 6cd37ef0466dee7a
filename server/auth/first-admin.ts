import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isUniqueViolation } from '../db/errors';
import { accounts, users } from '../db/schema';
import { logger } from '../lib/logger';
import { hashPassword } from './password';

export const DEFAULT_ADMIN_EMAIL = 'admin@example.com';

export interface FirstAdminOptions {
  email?: string | undefined;
  password?: string | undefined;
  /** Where a generated password is shown, once. */
  print?: (text: string) => void;
}

/**
 * Makes sure the portal has an admin. When none exists, the account named by ADMIN_EMAIL is
 * promoted, or a new confirmed one is created with ADMIN_PASSWORD or a generated password.
 */
export async function ensureFirstAdmin(db: Db, options: FirstAdminOptions = {}): Promise<void> {
  const [admin] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  if (admin) return;

  const email = (options.email ?? DEFAULT_ADMIN_EMAIL).toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ role: 'admin' }).where(eq(users.id, existing.id));
    logger.info('existing account made the first admin', { email });
    return;
  }

  const password = options.password ?? randomBytes(18).toString('base64url');
  const hash = await hashPassword(password);
  try {
    await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({ email, name: 'Administrator', role: 'admin', emailVerified: true })
        .returning({ id: users.id });
      await tx.insert(accounts).values({
        userId: user!.id,
        accountId: user!.id,
        providerId: 'credential',
        password: hash,
      });
    });
  } catch (error) {
    // Another instance starting at the same moment created it first.
    if (isUniqueViolation(error)) return;
    throw error;
  }
  logger.info('first admin created', { email });
  if (!options.password) {
    const print = options.print ?? ((text) => process.stdout.write(text));
    print(
      `\n  First admin account created. This password is shown only once:\n` +
        `    email:    ${email}\n    password: ${password}\n` +
        `  Sign in and change it under Settings. At the first sign-in the admin portal asks you\n` +
        `  to set up two-factor sign-in with an authenticator app; keep its backup codes safe.\n\n`,
    );
  }
}
