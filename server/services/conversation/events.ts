import { sql } from 'drizzle-orm';
import type { Database, Tx } from '#server/db/client';
import { tooManyRequests, unavailable } from '#server/core/app-error';
import { errorMessage, logger } from '#server/lib/logger';

const CHANNEL = 'conversation_events';
/** Open event streams one account may hold on one instance: one per open tab, and then some. */
export const MAX_STREAMS_PER_ACCOUNT = 10;
const STREAM_RETRY_SECONDS = 30;
/** Where the open-file limit is unknown. */
const DEFAULT_MAX_STREAMS = 500;

/**
 * Open event streams one instance serves, without EVENT_STREAMS_MAX: a quarter of its open-file
 * limit, as each stream holds a socket and the instance needs files, database connections and
 * its other requests' sockets besides; never more than 2000.
 */
export const streamCeilingFor = (openFileLimit: number | null) =>
  openFileLimit === null
    ? DEFAULT_MAX_STREAMS
    : Math.max(1, Math.min(2000, Math.floor(openFileLimit / 4)));

/** That a conversation has something new. It carries no content: readers fetch what they may. */
export interface ConversationEvent {
  submissionId: string;
  /** The submitter, who hears of it unless it is an internal note. */
  ownerId: string;
  staffOnly: boolean;
}

/**
 * Announces the event to every instance when `tx` commits (NOTIFY waits for the commit, and a
 * rolled-back message is never announced).
 */
export async function publishConversationEvent(tx: Tx, event: ConversationEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`);
}

export interface Listener {
  userId: string;
  /** Whether the listener may hear of this event: the submitter (never of a note), or staff. */
  hears(event: ConversationEvent): boolean | Promise<boolean>;
  send(event: { submissionId: string }): void;
  /** Called when the instance closes: the stream ends, and the browser reconnects elsewhere. */
  end(): void;
}

function parse(payload: string): ConversationEvent | null {
  try {
    const event = JSON.parse(payload) as Partial<ConversationEvent>;
    return typeof event.submissionId === 'string' && typeof event.ownerId === 'string'
      ? (event as ConversationEvent)
      : null;
  } catch {
    return null;
  }
}

/**
 * This instance's open event streams, told of every conversation event any instance
 * publishes. It listens from the first stream opened until the instance closes.
 */
export function createConversationEvents(
  database: Pick<Database, 'listen'>,
  { maxStreams }: { maxStreams: number },
) {
  const listeners = new Set<Listener>();
  let listening: Promise<() => Promise<void>> | undefined;
  const deliver = (payload: string) => {
    const event = parse(payload);
    if (!event) return;
    for (const listener of listeners) {
      void (async () => {
        if (!(await listener.hears(event))) return;
        listener.send({ submissionId: event.submissionId });
      })().catch((error: unknown) =>
        logger.warn('conversation event not delivered', { error: errorMessage(error) }),
      );
    }
  };
  return {
    /**
     * Adds a listener; resolves to the way to remove it. An account already holding
     * MAX_STREAMS_PER_ACCOUNT streams on this instance is refused (429): a browser needs one
     * per open page. Past `maxStreams` on the instance, anyone is refused (503), before the
     * instance runs out of sockets for its other requests; the browser then fetches every few
     * seconds instead.
     */
    async subscribe(listener: Listener): Promise<() => void> {
      let held = 0;
      for (const known of listeners) if (known.userId === listener.userId) held++;
      if (held >= MAX_STREAMS_PER_ACCOUNT) throw tooManyRequests(STREAM_RETRY_SECONDS);
      if (listeners.size >= maxStreams)
        throw unavailable(
          'Live updates are busy. The page refreshes on its own.',
          STREAM_RETRY_SECONDS,
        );
      // Counted from now, so streams opened together cannot pass the limit while one waits.
      listeners.add(listener);
      listening ??= database.listen(CHANNEL, deliver).catch((error: unknown) => {
        listening = undefined; // the next stream tries again
        throw error;
      });
      try {
        await listening;
      } catch (error) {
        listeners.delete(listener);
        throw error;
      }
      return () => listeners.delete(listener);
    },
    /** How many streams are open on this instance (metrics). */
    open: () => listeners.size,
    /** Ends every stream and stops listening; safe to call more than once. */
    async close() {
      for (const listener of listeners) listener.end();
      listeners.clear();
      const stopping = listening;
      listening = undefined;
      const stop = await stopping?.catch(() => undefined);
      await stop?.();
    },
  };
}

export type ConversationEvents = ReturnType<typeof createConversationEvents>;
