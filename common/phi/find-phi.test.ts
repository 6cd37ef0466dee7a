import { describe, expect, it } from 'vitest';
import { describePhi, possiblePhiMessage } from './describe-phi';
import { findPhi } from './find-phi';
import { cleanClinicalProse, phiSamples } from './fixtures';
import { phiTypes, type PhiType } from './phi-types';

const found = (text: string) =>
  findPhi(text).map(({ type, start, end }) => [type, text.slice(start, end)]);

describe('the fixtures', () => {
  it('hold enough of both, and every kind of identifier in several forms', () => {
    expect(phiSamples.length).toBeGreaterThanOrEqual(40);
    expect(cleanClinicalProse.length).toBeGreaterThanOrEqual(40);
    for (const type of phiTypes) {
      expect(phiSamples.filter((s) => s.types.includes(type)).length, type).toBeGreaterThan(1);
    }
  });
});

describe('findPhi', () => {
  it.each(phiSamples)('finds exactly $types in $text', ({ text, types }) => {
    expect(describePhi(findPhi(text)).toSorted()).toEqual(types.toSorted());
  });

  it.each(cleanClinicalProse)('finds nothing in %j', (text) => {
    expect(found(text)).toEqual([]);
  });

  it.each([
    ['MRN: 00482913', 'mrn', '00482913'],
    ['Patient SSN: 123-45-6789', 'ssn', '123-45-6789'],
    ['Date of birth: 1961-03-15', 'date-of-birth', '1961-03-15'],
    ['Her birthdate is 7/4/58.', 'date-of-birth', '7/4/58'],
    ['Fax 555.123.4567 for the imaging report.', 'phone', '555.123.4567'],
    ['Tel. +44 20 7946 0958', 'phone', '+44 20 7946 0958'],
    ['Please send the images to j.smith1961@gmail.com today.', 'email', 'j.smith1961@gmail.com'],
    [
      'Home: 1600 Pennsylvania Avenue NW, Washington, DC 20500',
      'street-address',
      '1600 Pennsylvania Avenue NW, Washington, DC 20500',
    ],
    ['Pt: Doe, Jane', 'patient-name', 'Doe, Jane'],
    ['Mrs. Patel, a 67-year-old woman, presented with', 'patient-name', 'Patel'],
    ['Member ID: XJH123456789', 'health-plan-or-account-number', 'XJH123456789'],
    ['The workstation at 192.168.14.201 stored', 'ip-address', '192.168.14.201'],
  ] satisfies [string, PhiType, string][])('points at the identifier in %j', (text, type, id) => {
    expect(found(text)).toEqual([[type, id]]);
  });

  it('points at identifiers, never at their labels or the punctuation around them', () => {
    for (const { text } of phiSamples) {
      for (const [, id] of found(text)) {
        expect(id, text).toMatch(/^[\p{L}\p{N}(+]/u);
        expect(id, text).toMatch(/[\p{L}\p{N})]\.?$/u);
        expect(id, text).not.toMatch(
          /^(?:MRN|DOB|SSN|patient|pt|member|phone|tel|fax|name)[\s:#]/i,
        );
      }
    }
  });

  it('lists findings in the order they stand, never two over the same characters', () => {
    const text = phiSamples.map((sample) => sample.text).join('\n');
    const findings = findPhi(text);
    expect(findings.length).toBeGreaterThanOrEqual(phiSamples.length);
    findings
      .slice(1)
      .forEach((finding, i) => expect(finding.start).toBeGreaterThanOrEqual(findings[i]!.end));
  });

  it('lets a label say what a number is', () => {
    expect(found('Member ID: 555-12-3456')).toEqual([
      ['health-plan-or-account-number', '555-12-3456'],
    ]);
    expect(found('SSN 555-12-3456')).toEqual([['ssn', '555-12-3456']]);
    expect(found('Fax: 617 555 0100')).toEqual([['phone', '617 555 0100']]);
  });

  it('takes a year alone for what Safe Harbor allows, and a thing’s birth for no person’s', () => {
    expect(found('He was born in 1956.')).toEqual([]);
    expect(found('The concept was born on 3 May 2021 in the angio suite.')).toEqual([]);
    expect(found('She was born on 3 May 1951.')).toEqual([['date-of-birth', '3 May 1951']]);
  });

  it('tells a clinician or a colleague from a patient', () => {
    expect(found('Dr. Ahmed Khan presented 30 cases.')).toEqual([]);
    expect(found('Mr. Jones from regulatory reviewed it.')).toEqual([]);
    expect(found('Mr. Jones was admitted with a ruptured aneurysm.')).toEqual([
      ['patient-name', 'Jones'],
    ]);
  });

  it('reads long hostile text in one pass', () => {
    // A pattern that backtracked over each run would not finish these.
    for (const text of ['a'.repeat(500_000), 'Aaaa '.repeat(100_000), '1.'.repeat(250_000)]) {
      expect(findPhi(text)).toEqual([]);
    }
    expect(findPhi('Patient '.repeat(100_000))).toEqual([]);
  });
});

describe('describePhi', () => {
  it('names each kind once, in the order it first appears', () => {
    const findings = findPhi('DOB 01/02/1960, MRN 1234567, DOB 03/04/1961, MRN 7654321');
    expect(describePhi(findings)).toEqual(['date-of-birth', 'mrn']);
    expect(possiblePhiMessage(describePhi(findings))).toBe(
      'Possible patient identifiers: Date of birth, Medical record number',
    );
  });

  it('finds nothing to say in clean text', () => {
    expect(describePhi(findPhi(cleanClinicalProse.join(' ')))).toEqual([]);
  });
});
