import { company } from '#common/company';
import type { Db, Tx } from '#server/db/client';
import { errorMessage, logger } from '#server/lib/logger';
import { submissionReference } from '#common/submissions';
import {
  calendarDay,
  composeMail,
  inWords,
  type Template,
  portalLinks,
  enqueueMail,
} from '../mail/index';

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
        /** The earliest bar date still open, from its public disclosures (ADR 36). */
        earliest_bar_date?: { date: string; where: string; planned: boolean } | null;
      };
    }
  | {
      /** A co-inventor says they are not one, or that their share is different (ADR 35). */
      type: 'co-inventor-disputed';
      data: { id: string; name: string; email: string; reason: string };
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
  'co-inventor-disputed': 'A co-inventor disputes a disclosure',
};

/** "Dr. Lena Park (lena@example.com)", or the address alone when no name is known. */
const who = (name: string | null, email: string) =>
  name?.trim() ? `${name.trim()} (${email})` : email;

/** The notification written as sentences, with a button to the page staff act on. */
export function staffNotificationMail(notification: StaffNotification, appUrl: string): Template {
  const links = portalLinks(appUrl);
  const subject = `${staffSubjects[notification.type]} (${company.name})`;
  const kind = `staff-${notification.type}`;
  switch (notification.type) {
    case 'user-signup': {
      const { data } = notification;
      return composeMail({
        kind,
        subject,
        paragraphs: [
          `${data.email} registered an account on ${inWords(new Date(data.registration_date))}.`,
          data.full_name?.trim()
            ? `They gave the name ${data.full_name.trim()}.`
            : 'They have not given a name yet: it is asked for when they sign the invention agreement.',
        ],
        action: { label: 'View the user', url: links.adminUser(data.id) },
      });
    }
    case 'agreement-signed': {
      const { data } = notification;
      return composeMail({
        kind,
        subject,
        paragraphs: [
          `${who(data.full_name, data.email)} signed the invention agreement (NDA). They can now submit ideas.`,
          'The sealed PDF is on their user page.',
        ],
        action: { label: 'View the user', url: links.adminUser(data.user_id) },
      });
    }
    case 'invention-submission': {
      const { data } = notification;
      return composeMail({
        kind,
        subject,
        paragraphs: [
          `${who(data.full_name, data.email)} submitted a new idea, "${data.idea_title}".`,
          ...(data.earliest_bar_date
            ? [
                `Its earliest bar date is ${calendarDay(data.earliest_bar_date.date)}, for ${data.earliest_bar_date.where}, set by a ${data.earliest_bar_date.planned ? 'planned' : 'past'} public disclosure. A guide for your patent counsel, not legal advice.`,
              ]
            : []),
        ],
        facts: [{ label: 'Reference', value: submissionReference(data.id) }],
        action: { label: 'Open the idea', url: links.adminSubmission(data.id) },
      });
    }
    case 'co-inventor-disputed': {
      const { data } = notification;
      return composeMail({
        kind,
        subject,
        paragraphs: [
          `${who(data.name, data.email)}, listed as a co-inventor, answered: "${data.reason}".`,
          'Their comment is on the idea in the portal.',
        ],
        facts: [{ label: 'Reference', value: submissionReference(data.id) }],
        action: { label: 'Open the idea', url: links.adminSubmission(data.id) },
      });
    }
    case 'contact-form': {
      const { data } = notification;
      return composeMail({
        kind,
        subject,
        paragraphs: [
          `${who(data.name, data.email)} wrote through the contact form about "${data.subject}":`,
          data.message,
        ],
        action: {
          label: `Reply to ${data.name.trim() || data.email}`,
          url: `mailto:${encodeURIComponent(data.email)}?subject=${encodeURIComponent(`Re: ${data.subject}`)}`,
        },
        notes: ['Replying to this email also answers them.'],
      });
    }
  }
}

/** Where staff notices go (STAFF_NOTIFY_EMAIL; nowhere when unset) and the links they carry. */
export interface StaffNotices {
  to: string | undefined;
  appUrl: string;
}

/**
 * Queues a notification to STAFF_NOTIFY_EMAIL as part of the caller's transaction: the change
 * that causes it and the notification are both kept or neither.
 */
export async function queueStaffNotification(
  tx: Tx,
  { to, appUrl }: StaffNotices,
  notification: StaffNotification,
  /** Where a reply from the staff mailbox goes (the contact form's sender). */
  replyTo?: string,
): Promise<void> {
  if (!to) return;
  await enqueueMail(tx, { to, replyTo, ...staffNotificationMail(notification, appUrl) });
}

/**
 * Queues a notification about a change already made (a new account), in a unit of work of its
 * own (a savepoint, if called inside a transaction). It never throws: a notification that cannot
 * be queued is logged and the action that caused it goes on.
 */
export async function notifyStaff(
  db: Db,
  notices: StaffNotices,
  notification: StaffNotification,
): Promise<void> {
  try {
    await db.transaction((tx) => queueStaffNotification(tx, notices, notification));
  } catch (error) {
    logger.warn('staff notification not queued', {
      type: notification.type,
      error: errorMessage(error),
    });
  }
}
