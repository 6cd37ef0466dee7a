import { company } from '#common/company';
import type { Tx } from '#server/db/client';
import { errorMessage, logger } from '#server/lib/logger';
import { enqueueMail } from '../mail/outbox';
import type { Template } from '../mail/templates';

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

const staffSubjects: Record<StaffNotification['type'], string> = {
  'user-signup': 'New portal registration',
  'contact-form': 'New contact form message',
  'invention-submission': 'New idea submitted',
  'agreement-signed': 'Invention agreement signed',
};

/** A plain listing of the notification's fields, for the staff mailbox. */
function staffNotificationMail(notification: StaffNotification): Template {
  const rows = Object.entries(notification.data).map(
    ([key, value]) => `${key}: ${value ?? '(none)'}`,
  );
  return {
    kind: `staff-${notification.type}`,
    subject: `${staffSubjects[notification.type]} (${company.name})`,
    text: `${staffSubjects[notification.type]}\n\n${rows.join('\n')}\n`,
  };
}

/**
 * Queues a notification to STAFF_NOTIFY_EMAIL. In the caller's transaction it is part of the
 * change that causes it: both are kept or neither. Given the database itself (the change is
 * already made, as for a new account), it never throws: a notification that cannot be queued is
 * logged and the action that caused it goes on.
 */
export async function notifyStaff(
  db: Tx,
  to: string | undefined,
  notification: StaffNotification,
  /** Where a reply from the staff mailbox goes (the contact form's sender). */
  replyTo?: string,
): Promise<void> {
  if (!to) return;
  const queue = () => enqueueMail(db, { to, replyTo, ...staffNotificationMail(notification) });
  // Only a transaction can be rolled back.
  if ('rollback' in db) {
    await queue();
    return;
  }
  try {
    await queue();
  } catch (error) {
    logger.warn('staff notification not queued', {
      type: notification.type,
      error: errorMessage(error),
    });
  }
}
