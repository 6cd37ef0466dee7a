import { Hono } from 'hono';
import { streamSSE, type SSEStreamingApi } from 'hono/streaming';
import { eventsContract } from '#common/contracts/events';
import type { Auth } from '../auth/auth';
import { requireUser } from '../auth/guards';
import type { Db } from '../db/client';
import { onContract } from '../http/contract-route';
import { actorOf, type AppEnv } from '../http/request-context';
import { mayHear } from '../services/access/index';
import type { ConversationEvents } from '../services/conversation/events';

// A stream ends after this long and the browser opens a new one, whose session is checked
// anew: a signed-out or demoted account stops hearing within this time.
const STREAM_MS = 5 * 60_000;
// Comments keep proxies from closing a quiet stream.
const KEEP_ALIVE_MS = 25_000;
// How soon the browser reconnects after a stream ends.
const RETRY_MS = 3_000;

/**
 * Server-sent events: that a conversation the account may read has something new. Events carry
 * only the submission's id; the page then fetches what its reader may see.
 */
export function eventRoutes(auth: Auth, db: Db, events: ConversationEvents) {
  const app = new Hono<AppEnv>();
  // An open page holds its stream by itself: it is not its person's use of the session.
  app.use(requireUser(auth, { background: true }));
  onContract(app, '/api/events', eventsContract, async (c) => {
    let stream: SSEStreamingApi | undefined;
    let end = () => {};
    const ended = new Promise<void>((resolve) => {
      end = resolve;
    });
    // Before the stream starts, so a refusal (too many streams) is an answer of its own.
    const reader = actorOf(c);
    const unsubscribe = await events.subscribe({
      userId: reader.id,
      hears: (event) => mayHear(db, reader, event),
      send: (event) =>
        void stream?.writeSSE({ event: 'conversation', data: JSON.stringify(event) }),
      end: () => end(),
    });
    c.header('Cache-Control', 'no-store');
    // A proxy buffering the stream would hold events back.
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (opened) => {
      stream = opened;
      opened.onAbort(() => end());
      const lifetime = setTimeout(() => end(), STREAM_MS);
      const keepAlive = setInterval(() => void opened.write(': keep-alive\n\n'), KEEP_ALIVE_MS);
      try {
        await opened.writeSSE({ event: 'ready', data: '{}', retry: RETRY_MS });
        await ended;
      } finally {
        clearTimeout(lifetime);
        clearInterval(keepAlive);
        unsubscribe();
      }
    });
  });
  return app;
}
