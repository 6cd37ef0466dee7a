import ical from 'ical-generator';
import { company } from '#common/company';
import type { Deadline } from '#common/docket';
import { portalLinks } from '../mail/index';
import { csvField } from '#server/lib/csv';

const stateLabels: Record<Deadline['state'], string> = {
  open: 'Open',
  met: 'Met',
  not_applicable: 'Not applicable',
};

const CAVEAT = 'A guide for your patent counsel, not legal advice.';

/**
 * The docket as CSV for a docketing system: one row a deadline, with its rule and what it is
 * computed from; an idea by its reference and link, never its title or text.
 */
export function docketCsv(deadlines: readonly Deadline[], appUrl: string): string {
  const links = portalLinks(appUrl);
  const header = [
    'Due on',
    'Reference',
    'Deadline',
    'Basis',
    'Rule',
    'State',
    'Covered by',
    'Reason',
    'Marked by',
    'Link',
  ];
  const rows = deadlines.map((d) => [
    d.dueOn,
    d.reference,
    d.label,
    d.basis,
    d.source,
    stateLabels[d.state],
    d.coveredBy ?? '',
    d.reason ?? '',
    d.markedBy ?? '',
    links.adminSubmission(d.submissionId),
  ]);
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/**
 * The open deadlines as iCalendar events, all day. The UID is the idea and the deadline's key,
 * so a date that moves moves its event. Calendars sync outside the company: an event names the
 * idea by its reference alone.
 */
export function docketEvents(
  calendar: ReturnType<typeof ical>,
  deadlines: readonly Deadline[],
  appUrl: string,
) {
  const links = portalLinks(appUrl);
  const host = new URL(appUrl).host;
  for (const d of deadlines) {
    if (d.state !== 'open') continue;
    const url = links.adminSubmission(d.submissionId);
    calendar.createEvent({
      id: `${d.submissionId}-${d.key}@${host}`,
      start: d.dueOn,
      allDay: true,
      summary: `${d.label} — disclosure ${d.reference}`,
      description: [
        `Basis: ${d.basis}.`,
        `Rule: ${d.source}.`,
        `Disclosure ${d.reference}: ${url}`,
        CAVEAT,
      ].join('\n'),
      url,
    });
  }
}

/** The docket alone as an iCalendar file. */
export function docketCalendar(deadlines: readonly Deadline[], appUrl: string): string {
  const calendar = ical({
    name: `${company.name} patent docket`,
    description: `Patent deadlines. ${CAVEAT}`,
    prodId: { company: company.name, product: 'Patent docket', language: 'EN' },
  });
  docketEvents(calendar, deadlines, appUrl);
  return calendar.toString();
}
