import { sql } from 'drizzle-orm';
import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { at, createdAt, updatedAt } from './columns';
import { users } from './auth';
import { agreements } from './agreements';

/** One per user, created by a trigger in the same transaction as the user row. */
export const profiles = pgTable(
  'profiles',
  {
    id: uuid('id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    fullName: text('full_name'),
    jobTitle: text('job_title'),
    phoneNumber: text('phone_number'),
    avatarUrl: text('avatar_url'),
    /** 'signed' once the invention agreement is signed. */
    signature: text('signature'),
    agreementId: uuid('agreement_id').references(() => agreements.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastLogin: at('last_login'),
    /** The sign-in before the latest (a two-factor sign-in's password step counts as one). */
    previousLogin: at('previous_login'),
    lastPasswordChange: at('last_password_change'),
  },
  (t) => [
    index('profiles_full_name_trgm_idx').using('gin', sql`${t.fullName} gin_trgm_ops`),
    index('profiles_job_title_trgm_idx').using('gin', sql`${t.jobTitle} gin_trgm_ops`),
  ],
);
