import { describe, expect, it } from 'vitest';
import { dueInText, dueState, queueSummary } from './due-status';

const now = Date.parse('2026-12-05T12:00:00Z');
const at = (days: number) => new Date(now + days * 86_400_000).toISOString();
const open = (days: number) => ({ dueAt: at(days), answeredAt: null });

describe('dueState', () => {
  it('marks an open request overdue once its due time has passed', () => {
    expect(dueState(open(-0.01), now)).toBe('overdue');
    expect(dueState(open(-3), now)).toBe('overdue');
  });

  it('marks one due within 7 days as due soon, up to the seventh day', () => {
    expect(dueState(open(0), now)).toBe('soon');
    expect(dueState(open(7), now)).toBe('soon');
    expect(dueState(open(7.01), now)).toBe('open');
    expect(dueState(open(30), now)).toBe('open');
  });

  it('calls an answered request answered, whenever it was due', () => {
    expect(dueState({ dueAt: at(-10), answeredAt: at(-12) }, now)).toBe('answered');
    expect(dueState({ dueAt: at(2), answeredAt: at(-1) }, now)).toBe('answered');
  });
});

describe('dueInText', () => {
  it('counts whole days ahead, and less than a day', () => {
    expect(dueInText(at(30), now)).toBe('Due in 30 days');
    expect(dueInText(at(1.5), now)).toBe('Due in 1 day');
    expect(dueInText(at(0.2), now)).toBe('Due in less than a day');
  });

  it('counts whole days overdue', () => {
    expect(dueInText(at(-0.2), now)).toBe('Overdue by less than a day');
    expect(dueInText(at(-1), now)).toBe('Overdue by 1 day');
    expect(dueInText(at(-3.5), now)).toBe('Overdue by 3 days');
  });
});

describe('queueSummary', () => {
  it('counts the open requests, and the overdue and due soon among them', () => {
    expect(queueSummary([open(-2), open(3), open(20), open(25)], now)).toBe(
      '4 open requests: 1 overdue, 1 due within 7 days.',
    );
    expect(queueSummary([open(20)], now)).toBe('1 open request.');
    expect(queueSummary([open(-1), open(-2)], now)).toBe('2 open requests: 2 overdue.');
  });

  it('leaves the answered ones out', () => {
    expect(queueSummary([{ dueAt: at(-5), answeredAt: at(-6) }], now)).toBe('No open requests.');
    expect(queueSummary([], now)).toBe('No open requests.');
  });
});
