import ical from 'ical-generator';
import { barDates, type BarDate, type BarDateRule } from '#common/bar-dates';
import { company } from '#common/company';
import {
  disclosureTypeLabels,
  kindLabel,
  type InventionFactsRecord,
} from '#common/invention-facts';
import { submissionReference } from '#common/submissions';
import type { Deadline } from '#common/docket';
import { docketEvents } from '../docket/index';
import { portalLinks } from '../mail/index';

/** A sent idea as the feed needs it: its id and public disclosures, never its words. */
export interface FeedIdea {
  id: string;
  disclosures: InventionFactsRecord['publicDisclosures'];
}

interface FeedSettings {
  rules: readonly BarDateRule[];
  /** The docket's deadlines of these ideas other than bar dates (their filings'), ADR 40. */
  deadlines?: readonly Deadline[];
  /** YYYY-MM-DD: bar dates before it are past and left out. */
  today: string;
  appUrl: string;
}

const CAVEAT = 'A guide for your patent counsel, not legal advice.';

/** 'Talk, planned for 2099-03-10' or 'Publication, made on 2026-06-02'. */
const disclosureLine = ({ type, timing, date }: BarDate['disclosure']) =>
  `${kindLabel(disclosureTypeLabels, type)}, ${timing === 'planned' ? 'planned for' : 'made on'} ${date}`;

/**
 * The open bar dates of these ideas as an iCalendar feed: one all-day event per idea and
 * jurisdiction. Calendars sync to servers outside the company, so an event names the idea by its
 * reference and links to its page, and never carries its title or text. The UID is the idea and
 * jurisdiction, so a date that moves (the rules changed) moves the event instead of adding one.
 */
export function barDateCalendar(ideas: readonly FeedIdea[], settings: FeedSettings): string {
  const links = portalLinks(settings.appUrl);
  const host = new URL(settings.appUrl).host;
  const calendar = ical({
    name: `${company.name} bar dates`,
    description: `Bar dates of the ideas you can see. ${CAVEAT}`,
    prodId: { company: company.name, product: 'Bar dates', language: 'EN' },
    // Apps that honour it look again hourly: a newly sent idea's dates appear the same day.
    ttl: 60 * 60,
  });
  const events = ideas.flatMap((idea) =>
    barDates(idea.disclosures, settings.rules)
      .filter((barDate) => barDate.date >= settings.today)
      .map((barDate) => ({ idea, barDate, reference: submissionReference(idea.id) })),
  );
  events.sort(
    (a, b) =>
      a.barDate.date.localeCompare(b.barDate.date) || a.reference.localeCompare(b.reference),
  );
  for (const { idea, barDate, reference } of events) {
    const url = links.adminSubmission(idea.id);
    calendar.createEvent({
      id: `${idea.id}-${barDate.jurisdiction}@${host}`,
      start: barDate.date,
      allDay: true,
      summary: `Bar date: ${barDate.name} — disclosure ${reference}`,
      description: [
        `Jurisdiction: ${barDate.name} (${barDate.jurisdiction}), ${barDate.kind === 'absolute' ? 'absolute novelty' : 'the end of its grace period'}.`,
        `Set by: ${disclosureLine(barDate.disclosure)}.`,
        `Source: ${barDate.source}.`,
        // Some apps show no URL property: the link is in the text too.
        `Disclosure ${reference}: ${url}`,
        CAVEAT,
      ].join('\n'),
      url,
    });
  }
  docketEvents(
    calendar,
    (settings.deadlines ?? []).filter((deadline) => deadline.rule !== 'bar_date'),
    settings.appUrl,
  );
  return calendar.toString();
}
