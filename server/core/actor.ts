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
}

/** Where a request came from, as the audit log keeps it. */
export interface RequestInfo {
  ipAddress: string | null;
  userAgent: string | null;
}
