import type { Db } from '#server/db/client';
import { contactMessages } from '#server/db/schema/index';
import { logger } from '#server/lib/logger';
import { queueStaffNotification, type StaffNotices } from '../notifications/index';

export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  userId: string | null;
  ipAddress: string | null;
}

/**
 * Stores a contact message and queues the staff notification in one transaction:
 * the message is never kept without its notification, nor the other way round.
 */
export async function sendContactMessage(db: Db, staff: StaffNotices, input: ContactMessage) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values(input).returning();
    const { id, name, email, subject, message } = row!;
    await queueStaffNotification(
      tx,
      staff,
      { type: 'contact-form', data: { id, name, email, subject, message } },
      email,
    );
    if (!staff.to) {
      logger.warn('contact message stored, but STAFF_NOTIFY_EMAIL is not set: nobody was told', {
        id,
      });
    }
    return row!;
  });
}
