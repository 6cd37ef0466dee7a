import { describe, expect, it } from 'vitest';
import type { InventorsRecord } from '#common/co-inventors';
import {
  checkedInventors,
  inventorsFormValues,
  listsSameInventors,
  newCoInventor,
  sharesTotal,
} from './inventors';

const omar = {
  name: 'Dr. Omar Haddad',
  email: 'omar@example.com',
  affiliation: 'St. Elsewhere',
  share: 40,
  lead: false,
};

/** A saved idea's inventors, as its answer gives them (with each co-inventor's answer). */
const saved: InventorsRecord = {
  submitterShare: 60,
  submitterLead: true,
  coInventors: [
    {
      ...omar,
      id: 'c1',
      response: 'attested',
      respondedAt: '2026-11-21T10:00:00.000Z',
      printedName: 'Dr. Omar Haddad',
      meaning: 'I am an inventor…',
      disputeReason: null,
      claimedShare: null,
      manifestSha256: 'ab',
    },
  ],
};

describe('the inventors in the idea form', () => {
  it('start from the saved list, without the answers, or from the submitter alone', () => {
    expect(inventorsFormValues(saved)).toEqual({
      submitterShare: 60,
      submitterLead: true,
      coInventors: [omar],
    });
    expect(inventorsFormValues(null)).toEqual({
      submitterShare: 100,
      submitterLead: false,
      coInventors: [],
    });
  });

  it('add up the shares as typed, a share not typed yet counting nothing', () => {
    expect(sharesTotal({ submitterShare: 60, coInventors: [omar] })).toBe(100);
    expect(sharesTotal({ submitterShare: 60, coInventors: [omar, newCoInventor()] })).toBe(100);
    expect(sharesTotal({ submitterShare: Number.NaN, coInventors: [{ share: 25 }] })).toBe(25);
    expect(sharesTotal(null)).toBe(0);
  });

  it('tell whether a saved idea already lists them', () => {
    const listed = inventorsFormValues(saved);
    expect(listsSameInventors(saved, listed)).toBe(true);
    expect(listsSameInventors(saved, { ...listed, submitterLead: false })).toBe(false);
    expect(listsSameInventors(null, { ...listed, coInventors: [] })).toBe(false);
  });
});

describe('checkedInventors', () => {
  it('keeps inventors whose shares make 100%, as the server takes them', () => {
    const typed = { submitterShare: 60, coInventors: [{ ...omar, email: ' Omar@Example.com ' }] };
    expect(checkedInventors(typed)).toEqual({
      submitterShare: 60,
      submitterLead: false,
      coInventors: [omar],
    });
  });

  it('gives none for an item an older page stored, or inventors that no longer add up', () => {
    expect(checkedInventors(undefined)).toBeNull();
    expect(checkedInventors(null)).toBeNull();
    expect(checkedInventors({ submitterShare: 60, coInventors: [] })).toBeNull();
  });
});
