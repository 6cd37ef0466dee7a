import { randomUUID } from 'node:crypto';
import type { Client } from './client';

export interface Writer {
  client: Client;
  /** A sent idea of the writer's, whose conversation the messages go to. */
  ideaId: string;
  /** Messages it may still post: the portal allows 60 an hour per account. */
  budget: number;
  /** A draft of the writer's, saved again and again (drafts have no limit). */
  draftId: string;
  /** The newest revision of the draft the portal acknowledged. */
  savedRevision: number;
}

export interface Outcome {
  at: number;
  what: string;
  status: number;
  body: string;
}

/**
 * Steady traffic through the proxy until stopped. Each writer saves its draft again and again
 * (the description names the revision), posts a message now and then (an insert the portal
 * acknowledges with 201), and reads the list of its ideas. Every answer is kept, and every
 * acknowledged write, to look for afterwards. A request that gets no answer at all (a reset
 * connection) is kept as status 0.
 */
export function startLoad(
  writers: Writer[],
  { messageEveryMs = 1200, saveEveryMs = 50, readEveryMs = 150 } = {},
) {
  const outcomes: Outcome[] = [];
  const acknowledged: { writer: Writer; messageId: string }[] = [];
  let running = true;
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  const keep = async (what: string, send: () => Promise<{ status: number; text: string }>) => {
    try {
      const answer = await send();
      outcomes.push({ at: Date.now(), what, status: answer.status, body: answer.text });
      return answer.status;
    } catch (error) {
      outcomes.push({ at: Date.now(), what, status: 0, body: String(error) });
      return 0;
    }
  };

  const write = async (writer: Writer) => {
    while (running && writer.budget > 0) {
      writer.budget -= 1;
      const messageId = randomUUID();
      const status = await keep('POST message', () =>
        writer.client.request(`/api/submissions/${writer.ideaId}/messages`, {
          json: { id: messageId, text: `Load message ${messageId}` },
        }),
      );
      if (status === 201) acknowledged.push({ writer, messageId });
      await pause(messageEveryMs);
    }
  };
  const save = async (writer: Writer) => {
    for (let revision = writer.savedRevision + 1; running; revision++) {
      const status = await keep('PATCH draft', () =>
        writer.client.request(`/api/submissions/${writer.draftId}`, {
          method: 'PATCH',
          json: { ideaTitle: 'Draft under load', ideaDescription: `Revision ${revision}` },
        }),
      );
      if (status === 200) writer.savedRevision = revision;
      await pause(saveEveryMs);
    }
  };
  const read = async (writer: Writer) => {
    while (running) {
      await keep('GET submissions', () => writer.client.request('/api/submissions'));
      await pause(readEveryMs);
    }
  };
  const loops = writers.flatMap((writer) => [write(writer), save(writer), read(writer)]);

  return {
    writers,
    outcomes,
    acknowledged,
    /** Answers so far with this status. */
    count: (status: number) => outcomes.filter((outcome) => outcome.status === status).length,
    async stop() {
      running = false;
      await Promise.all(loops);
      return { outcomes, acknowledged };
    },
  };
}
