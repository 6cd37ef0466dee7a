import { describe, expect, it } from 'vitest';
import {
  curlExample,
  deliveryStateText,
  lastDeliveryText,
  maySendAgain,
  responseStatusText,
  responseTimeText,
  shownPrefix,
  waitingText,
} from './integration-text';

const at = (iso: string) => `at ${iso}`;

describe('integration texts', () => {
  it('tries a new key against what it may read, the ideas first', () => {
    expect(curlExample('ipk_secret', ['docket:read', 'ideas:read'], 'https://portal.test')).toBe(
      'curl -H "Authorization: Bearer ipk_secret" https://portal.test/api/v1/ideas',
    );
    expect(curlExample('ipk_secret', ['docket:read'], 'https://portal.test')).toBe(
      'curl -H "Authorization: Bearer ipk_secret" https://portal.test/api/v1/docket',
    );
    expect(curlExample('ipk_secret', ['filings:write'], 'https://portal.test')).toBeNull();
  });

  it('marks a prefix as only the start of a key', () => {
    expect(shownPrefix('ipk_AbCd1234')).toBe('ipk_AbCd1234…');
  });

  it("words an endpoint's latest delivery, with its status when it had an answer", () => {
    expect(lastDeliveryText(null, at)).toBe('Nothing sent yet');
    expect(
      lastDeliveryText({ state: 'failed', at: '2026-11-21T15:04:00Z', responseStatus: 500 }, at),
    ).toBe('Failed, HTTP 500, at 2026-11-21T15:04:00Z');
    expect(
      lastDeliveryText({ state: 'pending', at: '2026-11-21T15:04:00Z', responseStatus: null }, at),
    ).toBe('Waiting, at 2026-11-21T15:04:00Z');
  });

  it('shows a state it does not know as the server gave it', () => {
    expect(deliveryStateText('delivered')).toBe('Delivered');
    expect(deliveryStateText('toString')).toBe('toString');
    expect(deliveryStateText('cancelled')).toBe('cancelled');
  });

  it('counts what waits and how long an answer took', () => {
    expect(waitingText(0)).toBe('Nothing waiting');
    expect(waitingText(1200)).toBe('1,200 waiting');
    expect(responseStatusText(502)).toBe('HTTP 502');
    expect(responseStatusText(null)).toBe('No answer');
    expect(responseTimeText(null)).toBe('—');
    expect(responseTimeText(1204)).toBe('1,204 ms');
  });

  it('sends again only what has gone or failed', () => {
    expect(maySendAgain('failed')).toBe(true);
    expect(maySendAgain('delivered')).toBe(true);
    expect(maySendAgain('pending')).toBe(false);
    expect(maySendAgain('sending')).toBe(false);
  });
});
