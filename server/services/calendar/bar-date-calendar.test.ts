import { describe, expect, it } from 'vitest';
import { defaultBarDateRules } from '#common/bar-dates';
import { parseFeed } from '#server/test/ical-feed';
import { barDateCalendar, type FeedIdea } from './bar-date-calendar';

const appUrl = 'https://portal.example';
const talkId = '0f8fad5b-d9cb-469f-a165-70867728950e';
const paperId = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const ideas: FeedIdea[] = [
  {
    id: talkId,
    disclosures: [
      { timing: 'planned', type: 'talk', date: '2099-03-10', where: 'LINNC Paris', link: null },
    ],
  },
  {
    id: paperId,
    disclosures: [
      {
        timing: 'prior',
        type: 'publication',
        date: '2026-08-31',
        where: 'J Neurointerv Surg',
        link: null,
      },
    ],
  },
];
const feed = (today: string, rules = defaultBarDateRules) =>
  parseFeed(barDateCalendar(ideas, { rules, today, appUrl }));

describe('barDateCalendar', () => {
  it('gives each open bar date an all-day event, in date order', () => {
    const { name, events } = feed('2027-01-01');
    expect(name).toBe('Innovation Portal bar dates');
    expect(events.map((e) => [e.start, e.summary])).toEqual([
      // A publication of 31 August: its grace ends on the last day of February.
      ['2027-08-31', 'Bar date: United States — disclosure 7c9e6679'],
      ['2027-08-31', 'Bar date: Japan — disclosure 7c9e6679'],
      ['2027-08-31', 'Bar date: Korea — disclosure 7c9e6679'],
      ['2099-03-10', 'Bar date: Europe (EPC) — disclosure 0f8fad5b'],
      ['2099-03-10', 'Bar date: China — disclosure 0f8fad5b'],
      ['2100-03-10', 'Bar date: United States — disclosure 0f8fad5b'],
      ['2100-03-10', 'Bar date: Japan — disclosure 0f8fad5b'],
      ['2100-03-10', 'Bar date: Korea — disclosure 0f8fad5b'],
    ]);
    expect(events.every((e) => e.allDay)).toBe(true);
  });

  it('leaves out the dates already past, and keeps today’s', () => {
    expect(feed('2027-08-31').events.map((e) => e.start)).toContain('2027-08-31');
    expect(feed('2027-09-01').events.map((e) => e.start)).not.toContain('2027-08-31');
  });

  it('names the jurisdiction, the disclosure and the source, and links to the idea', () => {
    const europe = feed('2027-01-01').events.find((e) => e.uid.startsWith(`${talkId}-EP`))!;
    expect(europe.uid).toBe(`${talkId}-EP@portal.example`);
    expect(europe.url).toBe(`${appUrl}/admin/submissions/${talkId}`);
    expect(europe.description.split('\n')).toEqual([
      'Jurisdiction: Europe (EPC) (EP), absolute novelty.',
      'Set by: Talk, planned for 2099-03-10.',
      'Source: European Patent Convention, Art. 54(2): absolute novelty.',
      `Disclosure 0f8fad5b: ${appUrl}/admin/submissions/${talkId}`,
      'A guide for your patent counsel, not legal advice.',
    ]);
    const us = feed('2027-01-01').events.find((e) => e.uid === `${paperId}-US@portal.example`)!;
    expect(us.description).toContain('United States (US), the end of its grace period.');
    expect(us.description).toContain('Set by: Publication, made on 2026-08-31.');
  });

  it('follows the rules it is given', () => {
    const usOnly = defaultBarDateRules.filter((rule) => rule.jurisdiction === 'US');
    expect(feed('2027-01-01', usOnly).events.map((e) => e.uid)).toEqual([
      `${paperId}-US@portal.example`,
      `${talkId}-US@portal.example`,
    ]);
  });

  it('is an empty calendar when no date is open', () => {
    expect(feed('2101-01-01').events).toEqual([]);
  });
});
