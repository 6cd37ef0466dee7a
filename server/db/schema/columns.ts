import { sql } from 'drizzle-orm';
import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Every time is stored with its zone so instances in different regions agree. */
export const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const id = () =>
  uuid('id')
    .default(sql`gen_random_uuid()`)
    .primaryKey();

export const createdAt = () => at('created_at').defaultNow().notNull();

export const updatedAt = () =>
  at('updated_at')
    .defaultNow()
    .$onUpdate(() => new Date())
    .notNull();
