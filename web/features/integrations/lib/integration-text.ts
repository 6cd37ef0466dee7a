import { apiDocketContract, apiIdeasContract } from '#common/contracts/api-v1';
import {
  deliveryStateLabels,
  type ApiKey,
  type ApiScope,
  type DeliveryState,
  type Webhook,
} from '#common/integrations';

/** The lifetimes offered for a new key, in days; 90 unless the admin picks another. */
export const expiryChoices = [30, 90, 180, 365] as const;
export const DEFAULT_EXPIRY_DAYS = 90;

export const expiryLabel = (days: number) => (days === 365 ? '1 year (365 days)' : `${days} days`);

export const keyStateLabels: Record<ApiKey['state'], string> = {
  active: 'Active',
  expired: 'Expired',
  revoked: 'Revoked',
};

/** A key's prefix as the list shows it: the start of a secret, marked as only the start. */
export const shownPrefix = (prefix: string) => `${prefix}…`;

/**
 * A command that tries a new key against what it may read: the ideas, else the docket. Null for
 * a key that may only record filings, which has nothing to read.
 */
export function curlExample(
  secret: string,
  scopes: readonly ApiScope[],
  origin: string,
): string | null {
  const path = scopes.includes('ideas:read')
    ? apiIdeasContract.path
    : scopes.includes('docket:read')
      ? apiDocketContract.path
      : null;
  return path && `curl -H "Authorization: Bearer ${secret}" ${origin}${path}`;
}

/** A delivery state as words; the list's latest delivery carries it as a plain string. */
export const deliveryStateText = (state: string) =>
  Object.hasOwn(deliveryStateLabels, state) ? deliveryStateLabels[state as DeliveryState] : state;

/** "Failed, HTTP 500, Nov 21, 2026, 3:04 PM", or that nothing has been sent yet. */
export function lastDeliveryText(
  last: Webhook['lastDelivery'],
  formatDateTime: (iso: string) => string,
): string {
  if (!last) return 'Nothing sent yet';
  const status = last.responseStatus === null ? '' : `, HTTP ${last.responseStatus}`;
  return `${deliveryStateText(last.state)}${status}, ${formatDateTime(last.at)}`;
}

/** How many deliveries wait to be sent or retried. */
export const waitingText = (pending: number) =>
  pending === 0 ? 'Nothing waiting' : `${pending.toLocaleString('en-US')} waiting`;

/** The receiver's answer, e.g. "HTTP 500"; none when it did not answer. */
export const responseStatusText = (status: number | null) =>
  status === null ? 'No answer' : `HTTP ${status}`;

/** How long the receiver took to answer, e.g. "1,204 ms". */
export const responseTimeText = (ms: number | null) =>
  ms === null ? '—' : `${ms.toLocaleString('en-US')} ms`;

/** Whether an admin may send a delivery again: once it has gone or failed, not while under way. */
export const maySendAgain = (state: DeliveryState) => state === 'failed' || state === 'delivered';
