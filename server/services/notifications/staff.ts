import type { Tx } from '#server/db/client';
import { errorMessage, logger } from '#server/lib/logger';
import { enqueueMail } from '../mail/outbox';
import { staffNotificationMail } from '../mail/templates';

/** The spec's notification payloads (type plus data). */
export type StaffNotification =
  | {
      type: 'user-signup';
      data: { id: string; email: string; full_name: string | null; registration_date: string };
    }
  | {
      type: 'agreement-signed';
      data: {
        id: string;
        user_id: string;
        full_name: string;
        email: string;
        agreement_type: 'NDA';
      };
    }
  | {
      type: 'invention-submission';
      data: {
        id: string;
        idea_title: string;
        user_id: string;
        full_name: string | null;
        email: string;
      };
    }
  | {
      type: 'contact-form';
      data: { id: string; name: string; email: string; subject: string; message: string };
    };

/**
 * Queues a notification to STAFF_NOTIFY_EMAIL. Never throws: a notification that cannot be
 * queued is logged and the action that caused it goes on.
 */
export async function notifyStaff(
  db: Tx,
  to: string | undefined,
  notification: StaffNotification,
): Promise<void> {
  if (!to) return;
  try {
    await enqueueMail(db, { to, ...staffNotificationMail(notification) });
  } catch (error) {
    logger.warn('staff notification not queued', {
      type: notification.type,
      error: errorMessage(error),
    });
  }
}
