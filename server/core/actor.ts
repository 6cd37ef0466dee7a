import type { ApiScope } from '#common/integrations';

/** Who does something, as services check permissions and the audit log records it. */
export interface Actor {
  id: string;
  email: string;
  /** May use every staff power (an admin whose session was made with the second factor). */
  isAdmin: boolean;
  /** A reviewer, likewise: staff powers over their own assignments only. */
  isReviewer: boolean;
  /**
   * Outside counsel (ADR 40), with a session made with the second factor: reads and gives an
   * opinion on the ideas they are invited to, and nothing else.
   */
  isCounsel?: boolean;
  /**
   * Another system of the company, by an API key (ADR 41): `id` and `email` are the admin who
   * made the key, answerable for it; the key's scopes say which endpoints it may call.
   */
  isService?: boolean;
  apiKey?: { id: string; name: string; prefix: string; scopes: readonly ApiScope[] };
}

/** Where a request came from, as the audit log keeps it. */
export interface RequestInfo {
  ipAddress: string | null;
  userAgent: string | null;
}
