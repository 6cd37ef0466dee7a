import { company } from '#common/company';
import { retentionPeriod } from '#common/records';
import { submissionReference } from '#common/submissions';
import { calendarDay, composeMail, portalLinks } from '../mail/index';
import type { ScheduledRemoval } from './retention';

/** To admins, before anything goes: which declined ideas will be removed, and when. */
export function retentionNoticeMail(
  ideas: Pick<ScheduledRemoval, 'id' | 'removeOn'>[],
  months: number,
  appUrl: string,
) {
  const links = portalLinks(appUrl);
  const count = ideas.length === 1 ? '1 declined idea' : `${ideas.length} declined ideas`;
  return composeMail({
    kind: 'retention-notice',
    subject: `${count} will be removed under the retention period`,
    paragraphs: [
      `The ${company.name} keeps declined ideas for ${retentionPeriod(months)} after their decision. ${ideas.length === 1 ? 'This idea reaches' : 'These ideas reach'} the end of that period and will be removed with their files and messages on the day shown.`,
      'To keep one, place a legal hold on it from its page before then. To keep them all, change the retention period on Settings.',
    ],
    facts: ideas.map((idea) => ({
      label: `Disclosure ${submissionReference(idea.id)} is removed on`,
      value: calendarDay(idea.removeOn),
    })),
    links: ideas.map((idea) => ({
      label: `Open disclosure ${submissionReference(idea.id)}`,
      url: links.adminSubmission(idea.id),
    })),
    action: { label: 'Open Settings', url: `${appUrl}/admin/settings` },
  });
}
