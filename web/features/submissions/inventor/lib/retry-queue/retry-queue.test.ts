import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { noFacts } from '#common/invention-facts';
import type { SubmissionRecord } from '#common/submissions';
import { ApiRequestError } from '#web/lib/api';
import type { Clock } from '#web/lib/clock';
import type { StoredFile } from '#web/lib/indexed-db';
import { memoryStorage } from '#web/lib/memory-storage';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import { checkConnection } from '#web/features/submissions/inventor/api/health';
import {
  createSubmission,
  submitDraft,
  updateDraft,
} from '#web/features/submissions/inventor/api/submissions';
import {
  fitsLocalStorage,
  isExhausted,
  itemsToRetry,
  parseQueue,
  pendingSubmission,
  queueLimits,
  queueMessages,
  recordFailure,
  type PendingSubmission,
} from './queue-items';
import { enqueue, PENDING_SUBMISSIONS_KEY, readQueue, removeQueued } from './queue-storage';
import { legacyFields, type QueuedFile } from './queued-files';
import { healthRecheckInterval, reconnected } from './queue-triggers';
import { deleteKeptFiles, queueLocally } from './kept-files';
import { QueueRunner, runQueue } from './run-queue';
import { OTHER, pendingItem, T0, USER } from '../pending-submission.fixture';

// The queue sends through the API's functions; here they are stand-ins, and the files this
// browser keeps are a map.
const keptFiles = vi.hoisted(() => new Map<string, StoredFile>());
vi.mock('#web/features/submissions/inventor/api/submissions', () => ({
  createSubmission: vi.fn(),
  updateDraft: vi.fn(),
  submitDraft: vi.fn(),
}));
vi.mock('#web/features/submissions/inventor/api/health', () => ({ checkConnection: vi.fn() }));
vi.mock('#web/features/submissions/lib/upload-attachment', () => ({ uploadAttachment: vi.fn() }));
vi.mock('#web/lib/indexed-db', () => ({
  indexedDbFileStore: () => ({
    put: async (key: string, file: StoredFile) => void keptFiles.set(key, file),
    get: async (key: string) => keptFiles.get(key) ?? null,
    delete: async (key: string) => void keptFiles.delete(key),
    keys: async () => [...keptFiles.keys()],
  }),
}));

let counter = 0;
const uuid = () => {
  counter += 1;
  return `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`;
};

const item = (overrides: Partial<PendingSubmission> = {}) => pendingItem(uuid(), overrides);

/**
 * An item as an older page stored it: one file at most, in the spec's attachment_* fields alone
 * (no `attachments` list), its bytes kept under the item's id.
 */
const olderItem = (overrides: Partial<PendingSubmission> = {}) => {
  const { attachments: _none, ...older } = item(overrides);
  return older;
};

/** One of a new item's files. */
const queuedFile = (name: string, change: Partial<QueuedFile> = {}): QueuedFile => ({
  name,
  size: 10,
  id: null,
  key: `${name}-key`,
  temporary: false,
  error: null,
  ...change,
});

/** Facts the form checked, queued with an idea. */
const queuedFacts = {
  ...noFacts,
  problem: 'Clots form at the tip.',
  developmentStage: 'bench_prototype' as const,
  publicDisclosures: [
    {
      timing: 'prior' as const,
      type: 'talk' as const,
      date: '2025-03-04',
      where: 'Neuro Congress',
      link: 'https://example.com/talk',
    },
  ],
  funding: [{ type: 'grant' as const, name: 'NIH R01' }],
};

/** The inventors the form checked, queued with an idea. */
const queuedInventors = {
  submitterShare: 70,
  submitterLead: false,
  coInventors: [
    { name: 'Dr. Omar Haddad', email: 'omar@example.com', affiliation: '', share: 30, lead: true },
  ],
};

function storageWith(items: unknown[]) {
  return memoryStorage({ [PENDING_SUBMISSIONS_KEY]: JSON.stringify(items) });
}

/** Pauses return at once (and are recorded); deadlines never pass. */
function instantClock(): Clock & { pauses: number[] } {
  const pauses: number[] = [];
  let now = T0;
  return {
    pauses,
    now: () => now,
    sleep: (ms, signal) => {
      if (signal) {
        // A deadline: ends only when the work is done.
        return new Promise((resolve) => signal.addEventListener('abort', () => resolve()));
      }
      pauses.push(ms);
      now += ms;
      return Promise.resolve();
    },
  };
}

type CreateBody = Parameters<typeof createSubmission>[0];

/** The submission the server answers a create with. */
const created = (body: CreateBody) =>
  ({ id: body.id, status: 'pending', ideaTitle: body.ideaTitle }) as SubmissionRecord;

/**
 * A run of USER's queue in `storage` with an instant clock: the server answers the health check
 * with `online` and a create with `send` (a sent idea unless given).
 */
function run(
  storage: ReturnType<typeof memoryStorage>,
  {
    online = async () => true,
    send = async (body: CreateBody) => created(body),
    clock = instantClock(),
  }: {
    online?: () => Promise<boolean>;
    send?: (body: CreateBody, signal?: AbortSignal) => Promise<SubmissionRecord>;
    clock?: ReturnType<typeof instantClock>;
  } = {},
) {
  vi.mocked(checkConnection).mockImplementation(online);
  vi.mocked(createSubmission).mockImplementation(send);
  return Object.assign(runQueue(USER, { storage, clock }), { clock });
}

const uploaded = (id: string, name = 'a.pdf') => ({
  id,
  name,
  size: 10,
  contentType: 'application/pdf',
  phi: [],
});
const keepFile = (key: string, name = 'a.pdf') =>
  keptFiles.set(key, { blob: new Blob([name]), name, type: 'application/pdf', savedAt: T0 });

/** An item with these files, and the spec's fields that follow them. */
const withFiles = (attachments: QueuedFile[], overrides: Partial<PendingSubmission> = {}) =>
  item({ attachments, ...legacyFields(attachments), ...overrides });

beforeEach(() => {
  vi.resetAllMocks();
  keptFiles.clear();
});

describe('the stored queue', () => {
  it('keeps only items with user_id, idea_title and idea_description', () => {
    const good = item();
    const stored = [
      good,
      { ...item(), user_id: '' },
      { ...item(), idea_title: '   ' },
      { ...item(), idea_description: undefined },
      'not an item',
      null,
    ];
    expect(parseQueue(JSON.stringify(stored)).map((i) => i.id)).toEqual([good.id]);
  });

  it('reads unreadable text or a non-list as an empty queue', () => {
    expect(parseQueue(null)).toEqual([]);
    expect(parseQueue('{oops')).toEqual([]);
    expect(parseQueue('{"a":1}')).toEqual([]);
  });

  it('keeps the spec fields and fills in what an older item lacks', () => {
    const [parsed] = parseQueue(
      JSON.stringify([
        {
          id: 'not-a-uuid',
          user_id: USER,
          idea_title: 'Old',
          idea_description: 'Queued by an older page',
          pendingTimestamp: '2026-01-01T00:00:00.000Z',
          retryCount: '2',
        },
      ]),
      () => 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      T0,
    );
    expect(parsed).toMatchObject({
      id: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      status: 'pending',
      pendingTimestamp: '2026-01-01T00:00:00.000Z',
      retryCount: 2,
      lastError: null,
      errorMessage: null,
      attachment_is_temporary: false,
      // Queued before the facts were asked: none given; before inventors were, its submitter's.
      facts: noFacts,
      inventors: null,
      phiAttestation: false,
    });
  });

  it('keeps an item’s inventors, and reads inventors that no longer add up as none', () => {
    const storage = memoryStorage();
    enqueue(storage, item({ inventors: queuedInventors }));
    expect(readQueue(storage)[0]!.inventors).toEqual(queuedInventors);

    const [odd] = parseQueue(
      JSON.stringify([{ ...item(), inventors: { ...queuedInventors, submitterShare: 20 } }]),
    );
    expect(odd!.inventors).toBeNull();
  });

  it('keeps an item’s facts, and reads facts it cannot use as not given', () => {
    const storage = memoryStorage();
    enqueue(storage, item({ facts: queuedFacts }));
    expect(readQueue(storage)[0]!.facts).toEqual(queuedFacts);

    const [odd] = parseQueue(
      JSON.stringify([
        {
          ...item(),
          facts: { problem: 7, developmentStage: 'moon', funding: 'many', employer: 'Acme' },
        },
      ]),
    );
    expect(odd!.facts).toEqual({ ...noFacts, employer: 'Acme' });
  });

  it('saves an id it had to give, so the item keeps it on every later read', () => {
    const storage = storageWith([
      { user_id: USER, idea_title: 'No id', idea_description: 'From an old page' },
    ]);
    const first = readQueue(storage)[0]!.id;
    expect(readQueue(storage)[0]!.id).toBe(first);
    expect(JSON.parse(storage.getItem(PENDING_SUBMISSIONS_KEY)!)[0].id).toBe(first);
  });

  it('never holds two items with one id', () => {
    const storage = memoryStorage();
    const queued = item();
    enqueue(storage, queued);
    enqueue(storage, { ...queued, idea_title: 'Changed' });
    expect(readQueue(storage)).toEqual([{ ...queued, idea_title: 'Changed' }]);
    const twice = storageWith([queued, { ...queued, idea_title: 'Copy' }]);
    expect(readQueue(twice)).toHaveLength(1);
  });

  it('removes the entry when the last item goes', () => {
    const queued = item();
    const storage = storageWith([queued]);
    removeQueued(storage, queued.id);
    expect(storage.entries.has(PENDING_SUBMISSIONS_KEY)).toBe(false);
  });
});

describe('a new queue item', () => {
  it('has the submission fields and the queue fields', () => {
    const queued = item();
    expect(queued).toMatchObject({
      user_id: USER,
      status: 'pending',
      pendingTimestamp: new Date(T0).toISOString(),
      retryCount: 0,
      lastError: null,
      errorMessage: null,
    });
  });

  const base = {
    id: 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb',
    userId: USER,
    email: null,
    fullName: null,
    jobTitle: null,
    agreementId: null,
    ideaTitle: '  Title  ',
    ideaDescription: ' Text ',
    facts: noFacts,
    inventors: null,
    resubmittedFrom: null,
  };
  const chosen = (name: string, size: number, change: object = {}) => ({
    name,
    size,
    id: null,
    stored: true,
    ...change,
  });

  it('keeps a file under 5 MB with the item', () => {
    const queued = pendingSubmission(
      { ...base, files: [chosen('a.pdf', 5 * 1024 * 1024 - 1)] },
      T0,
    );
    expect(queued).toMatchObject({
      idea_title: 'Title',
      idea_description: 'Text',
      attachment_name: 'a.pdf',
      attachment_is_temporary: true,
      attachment_error: null,
    });
  });

  it("notes a larger file as 'File too large for temporary storage'", () => {
    const queued = pendingSubmission({ ...base, files: [chosen('big.pdf', 5 * 1024 * 1024)] }, T0);
    expect(queued).toMatchObject({
      attachment_is_temporary: false,
      attachment_error: 'File too large for temporary storage',
    });
    expect(fitsLocalStorage(5 * 1024 * 1024)).toBe(false);
    expect(fitsLocalStorage(5 * 1024 * 1024 - 1)).toBe(true);
  });

  it('notes a file the browser could not store, and keeps an uploaded attachment by id', () => {
    expect(
      pendingSubmission({ ...base, files: [chosen('a.pdf', 10, { stored: false })] }, T0)
        .attachment_error,
    ).toBe('The attachment could not be stored on this device.');
    expect(
      pendingSubmission({ ...base, files: [chosen('a.pdf', 10, { id: 'att' })] }, T0),
    ).toMatchObject({
      attachment_id: 'att',
      attachment_is_temporary: false,
      attachment_error: null,
    });
  });
});

describe('keeping an idea here with several files', () => {
  const MB = 1024 * 1024;
  const blob = (name: string, size: number) =>
    new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it('keeps the bytes of each file under 5 MB under its own key, and notes a larger one', async () => {
    const id = uuid();
    const [small, other, big] = [blob('a.pdf', 10), blob('b.pdf', 20), blob('big.pdf', 5 * MB)];
    const queued = await queueLocally(
      {
        id,
        userId: USER,
        email: null,
        fullName: null,
        jobTitle: null,
        agreementId: null,
        ideaTitle: 'Three files',
        ideaDescription: 'One uploaded, two waiting here, one too large.',
        facts: noFacts,
        inventors: null,
        resubmittedFrom: null,
        files: [
          { name: 'up.pdf', size: 5, id: 'att-up', stored: false },
          { name: 'a.pdf', size: 10, id: null, stored: true },
          { name: 'b.pdf', size: 20, id: null, stored: true },
          { name: 'big.pdf', size: 5 * MB, id: null, stored: true },
        ],
      },
      [null, small, other, big],
    );
    expect(queued.attachments).toEqual([
      { name: 'up.pdf', size: 5, id: 'att-up', key: `${id}:0`, temporary: false, error: null },
      { name: 'a.pdf', size: 10, id: null, key: `${id}:1`, temporary: true, error: null },
      { name: 'b.pdf', size: 20, id: null, key: `${id}:2`, temporary: true, error: null },
      {
        name: 'big.pdf',
        size: 5 * MB,
        id: null,
        key: `${id}:3`,
        temporary: false,
        error: 'File too large for temporary storage',
      },
    ]);
    expect([...keptFiles.keys()].sort()).toEqual([`${id}:1`, `${id}:2`]);
    // The spec's fields: the first file, that some wait here, and why one will not go.
    expect(queued).toMatchObject({
      attachment_id: 'att-up',
      attachment_name: 'up.pdf',
      attachment_is_temporary: true,
      attachment_error: 'big.pdf: File too large for temporary storage',
    });

    await deleteKeptFiles(queued);
    expect(keptFiles.size).toBe(0);
  });
});

describe('which items a run tries', () => {
  it("takes this user's sent ideas, oldest first, at most 5, skipping drafts and exhausted ones", () => {
    const at = (minutes: number) => new Date(T0 + minutes * 60_000).toISOString();
    const items = [
      item({ pendingTimestamp: at(5), idea_title: 'fifth' }),
      item({ pendingTimestamp: at(1), idea_title: 'first' }),
      item({ pendingTimestamp: at(0), status: 'draft' }),
      item({ pendingTimestamp: at(0), retryCount: 3 }),
      item({ pendingTimestamp: at(0), user_id: OTHER }),
      item({ pendingTimestamp: at(2), idea_title: 'second', retryCount: 2 }),
      item({ pendingTimestamp: at(3), idea_title: 'third' }),
      item({ pendingTimestamp: at(4), idea_title: 'fourth' }),
      item({ pendingTimestamp: at(6), idea_title: 'sixth' }),
    ];
    expect(itemsToRetry(items, USER).map((i) => i.idea_title)).toEqual([
      'first',
      'second',
      'third',
      'fourth',
      'fifth',
    ]);
  });

  it('counts failures and stops retrying at 3', () => {
    let queued = item();
    for (let i = 1; i <= 3; i += 1) {
      queued = recordFailure(queued, `failure ${i}`, T0 + i * 1000);
      expect(queued.retryCount).toBe(i);
    }
    expect(queued).toMatchObject({
      lastError: new Date(T0 + 3000).toISOString(),
      errorMessage: 'failure 3',
    });
    expect(isExhausted(queued)).toBe(true);
    expect(queueLimits.maxRetries).toBe(3);
  });
});

describe('runQueue', () => {
  it('does nothing when nothing is due, without even checking the connection', async () => {
    const storage = storageWith([item({ status: 'draft' }), item({ retryCount: 3 })]);
    expect(await run(storage)).toEqual({ status: 'skipped', reason: 'empty' });
    expect(checkConnection).not.toHaveBeenCalled();
  });

  it('is skipped when the connection check fails or throws', async () => {
    const storage = storageWith([item()]);
    for (const online of [async () => false, async () => Promise.reject(new Error('x'))]) {
      expect(await run(storage, { online })).toEqual({ status: 'skipped', reason: 'offline' });
    }
    expect(createSubmission).not.toHaveBeenCalled();
    expect(readQueue(storage)[0]!.retryCount).toBe(0);
  });

  it('sends each due item once, removes it on success, and pauses 500 ms between items', async () => {
    const items = [item(), item(), item()];
    const storage = storageWith(items);
    const sent: string[] = [];
    const running = run(storage, {
      send: async (body) => {
        sent.push(body.id);
        return created(body);
      },
    });
    const result = await running;
    expect(sent).toEqual(items.map((i) => i.id));
    expect(result).toMatchObject({ status: 'ran', failed: [], exhausted: [] });
    expect(result.status === 'ran' && result.delivered.map((d) => d.item.id)).toEqual(
      items.map((i) => i.id),
    );
    expect(running.clock.pauses).toEqual([500, 500]);
    expect(storage.entries.has(PENDING_SUBMISSIONS_KEY)).toBe(false);
  });

  it('sends each as a new idea under its own id, from the draft its dialog kept if there is one', async () => {
    const [fresh, drafted] = [
      item({ resubmitted_from: '77777777-7777-4777-8777-777777777777' }),
      item(),
    ];
    const storage = storageWith([fresh, drafted]);
    vi.mocked(updateDraft).mockImplementation(async (id) => ({ id }) as SubmissionRecord);
    const kept = { ...created({ id: drafted!.id } as CreateBody), status: 'draft', version: 5 };
    vi.mocked(submitDraft).mockImplementation(
      async (id) => ({ id, status: 'pending' }) as SubmissionRecord,
    );
    await run(storage, {
      send: async (body) => (body.id === drafted!.id ? (kept as SubmissionRecord) : created(body)),
    });
    expect(vi.mocked(createSubmission).mock.calls.map(([body]) => body)).toEqual([
      {
        id: fresh!.id,
        status: 'pending',
        ideaTitle: 'Softer catheter tip',
        ideaDescription: 'A tip that bends at body temperature.',
        facts: noFacts,
        resubmittedFrom: '77777777-7777-4777-8777-777777777777',
      },
      {
        id: drafted!.id,
        status: 'pending',
        ideaTitle: 'Softer catheter tip',
        ideaDescription: 'A tip that bends at body temperature.',
        facts: noFacts,
      },
    ]);
    // Into the draft as the server answered it: the update names its version.
    expect(updateDraft).toHaveBeenCalledWith(drafted!.id, {
      ideaTitle: 'Softer catheter tip',
      ideaDescription: 'A tip that bends at body temperature.',
      facts: noFacts,
      version: 5,
    });
    expect(submitDraft).toHaveBeenCalledExactlyOnceWith(drafted!.id, false);
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends an item with its own facts, and one an older page stored with none', async () => {
    const withFacts = item({ facts: queuedFacts });
    const { facts: _dropped, ...older } = item();
    const storage = storageWith([withFacts, older]);
    await run(storage);
    expect(vi.mocked(createSubmission).mock.calls.map(([body]) => body.facts)).toEqual([
      queuedFacts,
      noFacts,
    ]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends an item with its inventors, and one an older page stored with its submitter alone', async () => {
    const listing = item({ inventors: queuedInventors });
    const { inventors: _dropped, ...older } = item();
    const storage = storageWith([listing, older]);
    await run(storage);
    const bodies = vi.mocked(createSubmission).mock.calls.map(([body]) => body);
    expect(bodies[0]).toMatchObject({ id: listing.id, inventors: queuedInventors });
    expect(bodies[1]).not.toHaveProperty('inventors');
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends an item with the attestation it was queued with, and one an older page stored without', async () => {
    const attested = item({ phiAttestation: true });
    const { phiAttestation: _dropped, ...older } = item();
    const storage = storageWith([attested, older]);
    await run(storage);
    const bodies = vi.mocked(createSubmission).mock.calls.map(([body]) => body);
    expect(bodies[0]).toMatchObject({ id: attested.id, phiAttestation: true });
    expect(bodies[1]).not.toHaveProperty('phiAttestation');
    expect(readQueue(storage)).toEqual([]);
  });

  it('sends at most 5 items in one run', async () => {
    const storage = storageWith(Array.from({ length: 7 }, () => item()));
    await run(storage);
    expect(createSubmission).toHaveBeenCalledTimes(5);
    expect(readQueue(storage)).toHaveLength(2);
  });

  it("leaves another user's items alone", async () => {
    const mine = item();
    const theirs = item({ user_id: OTHER });
    const storage = storageWith([theirs, mine]);
    await run(storage);
    expect(createSubmission).toHaveBeenCalledTimes(1);
    expect(vi.mocked(createSubmission).mock.calls[0]![0].id).toBe(mine.id);
    expect(readQueue(storage).map((i) => i.id)).toEqual([theirs.id]);
  });

  it('records a failure with its time and reason, and keeps the same id for the next try', async () => {
    const queued = item();
    const storage = storageWith([queued]);
    const ids: string[] = [];
    const failing = {
      send: async (body: CreateBody): Promise<SubmissionRecord> => {
        ids.push(body.id);
        throw new Error('Could not reach the server.');
      },
    };
    const result = await run(storage, failing);
    expect(result).toMatchObject({ status: 'ran', delivered: [], exhausted: [] });
    expect(readQueue(storage)[0]).toMatchObject({
      id: queued.id,
      retryCount: 1,
      lastError: new Date(T0).toISOString(),
      errorMessage: 'Could not reach the server.',
    });
    await run(storage, failing);
    expect(ids).toEqual([queued.id, queued.id]);
  });

  it('gives up on an item after its third failure, keeping it with its error', async () => {
    const queued = item({ retryCount: 2 });
    const storage = storageWith([queued]);
    const send = async () => Promise.reject(new Error('Server error'));
    const result = await run(storage, { send });
    expect(result.status === 'ran' && result.exhausted.map((i) => i.id)).toEqual([queued.id]);
    expect(readQueue(storage)[0]).toMatchObject({ retryCount: 3, errorMessage: 'Server error' });
    expect(await run(storage, { send })).toEqual({ status: 'skipped', reason: 'empty' });
    expect(createSubmission).toHaveBeenCalledTimes(1);
  });

  it('does not send an item that another tab sent (and removed) during the run', async () => {
    const [first, second] = [item(), item()];
    const storage = storageWith([first, second]);
    const sent: string[] = [];
    await run(storage, {
      send: async (body) => {
        sent.push(body.id);
        // Meanwhile another tab delivered the second one.
        removeQueued(storage, second!.id);
        return created(body);
      },
    });
    expect(sent).toEqual([first!.id]);
  });

  describe('an item an older page stored, with its one file in the spec fields', () => {
    it('is read as a list of that one file, kept under the item’s id', () => {
      const older = olderItem({
        attachment_id: null,
        attachment_name: 'a.pdf',
        attachment_is_temporary: true,
      });
      expect(readQueue(storageWith([older]))[0]).toMatchObject({
        attachments: [{ name: 'a.pdf', id: null, key: older.id, temporary: true, error: null }],
        attachment_name: 'a.pdf',
        attachment_is_temporary: true,
      });
      const noted = olderItem({ attachment_name: 'big.pdf', attachment_error: 'Too large' });
      expect(readQueue(storageWith([noted]))[0]).toMatchObject({
        attachments: [{ name: 'big.pdf', id: null, temporary: false, error: 'Too large' }],
        attachment_error: 'Too large',
      });
      expect(readQueue(storageWith([olderItem()]))[0]!.attachments).toEqual([]);
    });

    it('uploads its kept file first and saves its id, so a failed send does not upload it again', async () => {
      const queued = olderItem({ attachment_is_temporary: true, attachment_name: 'a.pdf' });
      const storage = storageWith([queued]);
      keepFile(queued.id);
      vi.mocked(uploadAttachment).mockResolvedValue(uploaded('attachment-1'));
      const sent: CreateBody[] = [];
      let fail = true;
      const send = async (body: CreateBody) => {
        sent.push(body);
        if (fail) throw new Error('Could not reach the server.');
        return created(body);
      };
      await run(storage, { send });
      expect(readQueue(storage)[0]).toMatchObject({
        attachment_id: 'attachment-1',
        attachment_is_temporary: false,
        retryCount: 1,
      });
      fail = false;
      await run(storage, { send });
      expect(uploadAttachment).toHaveBeenCalledTimes(1);
      expect(sent.map((s) => s.attachmentIds)).toEqual([['attachment-1'], ['attachment-1']]);
      expect(readQueue(storage)).toEqual([]);
      // Delivered, the idea's file is no longer kept here.
      expect(keptFiles.has(queued.id)).toBe(false);
    });

    it('sends the file the server already has', async () => {
      const storage = storageWith([
        olderItem({ attachment_id: 'att-1', attachment_name: 'a.pdf' }),
      ]);
      await run(storage);
      expect(vi.mocked(createSubmission).mock.calls[0]![0]).toMatchObject({
        attachmentIds: ['att-1'],
      });
      expect(readQueue(storage)).toEqual([]);
    });
  });

  it('counts a failed upload as a failure of the item', async () => {
    const queued = withFiles([queuedFile('a.pdf', { temporary: true })]);
    const storage = storageWith([queued]);
    keepFile('a.pdf-key');
    vi.mocked(uploadAttachment).mockRejectedValue(new Error('The attachment upload failed.'));
    await run(storage);
    expect(createSubmission).not.toHaveBeenCalled();
    expect(readQueue(storage)[0]).toMatchObject({
      retryCount: 1,
      errorMessage: 'The attachment upload failed.',
    });
  });

  describe('an item with several files', () => {
    const three = () =>
      withFiles([
        queuedFile('a.pdf', { id: 'att-a' }),
        queuedFile('b.png', { temporary: true }),
        queuedFile('c.pdf', { temporary: true }),
      ]);

    it('keeps them in order, each with its own key, through storage', () => {
      const queued = three();
      expect(readQueue(storageWith([queued]))[0]).toMatchObject({
        attachments: queued.attachments,
        attachment_id: 'att-a',
        attachment_name: 'a.pdf',
        attachment_is_temporary: true,
        attachment_error: null,
      });
    });

    it('uploads each kept file, saving each id as it arrives, and sends them all in order', async () => {
      const queued = three();
      const storage = storageWith([queued]);
      keepFile('b.png-key', 'b.png');
      keepFile('c.pdf-key', 'c.pdf');
      vi.mocked(uploadAttachment).mockImplementation(async (_blob, name) =>
        name === 'c.pdf' ? Promise.reject(new Error('Upload failed.')) : uploaded('att-b', name),
      );
      await run(storage);
      // The second file went up and is kept by id; the third failed, so nothing was sent.
      expect(createSubmission).not.toHaveBeenCalled();
      expect(readQueue(storage)[0]!.attachments.map((f) => [f.id, f.temporary])).toEqual([
        ['att-a', false],
        ['att-b', false],
        [null, true],
      ]);
      vi.mocked(uploadAttachment).mockImplementation(async (_blob, name) =>
        uploaded(name === 'c.pdf' ? 'att-c' : 'again', name),
      );
      const result = await run(storage);
      expect(uploadAttachment).toHaveBeenCalledTimes(3);
      expect(vi.mocked(createSubmission).mock.calls[0]![0]).toMatchObject({
        attachmentIds: ['att-a', 'att-b', 'att-c'],
      });
      expect(result).toMatchObject({ status: 'ran', failed: [] });
      expect(readQueue(storage)).toEqual([]);
      expect([...keptFiles.keys()]).toEqual([]);
    });

    it('sends without a file noted too large to keep, and names it in the item’s note', async () => {
      const queued = withFiles([
        queuedFile('a.pdf', { id: 'att-a' }),
        queuedFile('big.pdf', { error: queueMessages.fileTooLarge }),
      ]);
      expect(queued.attachment_error).toBe('big.pdf: File too large for temporary storage');
      const storage = storageWith([queued]);
      const result = await run(storage);
      expect(vi.mocked(createSubmission).mock.calls[0]![0]).toMatchObject({
        attachmentIds: ['att-a'],
      });
      expect(result).toMatchObject({
        delivered: [
          { item: { attachment_error: 'big.pdf: File too large for temporary storage' } },
        ],
      });
    });

    it('notes a kept file this browser lost, and sends the others', async () => {
      const storage = storageWith([three()]);
      keepFile('b.png-key', 'b.png');
      vi.mocked(uploadAttachment).mockResolvedValue(uploaded('att-b', 'b.png'));
      const result = await run(storage);
      expect(vi.mocked(createSubmission).mock.calls[0]![0]).toMatchObject({
        attachmentIds: ['att-a', 'att-b'],
      });
      expect(result).toMatchObject({
        delivered: [{ item: { attachment_error: `c.pdf: ${queueMessages.fileLost}` } }],
      });
    });

    it('sends a disclosure naming one of its files, and one naming a file left out naming none', async () => {
      const [sentFile, leftOut] = [uuid(), uuid()];
      const facts = {
        ...queuedFacts,
        publicDisclosures: [
          { ...queuedFacts.publicDisclosures[0]!, fileId: sentFile },
          { ...queuedFacts.publicDisclosures[0]!, fileId: leftOut },
        ],
      };
      const storage = storageWith([withFiles([queuedFile('a.pdf', { id: sentFile })], { facts })]);
      await run(storage);
      const sent = vi.mocked(createSubmission).mock.calls[0]![0].facts!.publicDisclosures!;
      expect(sent.map((row) => row.fileId)).toEqual([sentFile, null]);
    });
  });

  describe('an uploaded attachment the server no longer has', () => {
    const refusingGone =
      (sent: CreateBody[], after: (body: CreateBody) => Promise<SubmissionRecord>) =>
      async (body: CreateBody) => {
        sent.push(body);
        if (body.attachmentIds?.includes('removed'))
          throw new ApiRequestError(400, 'invalid_attachment', 'Attachment information is missing');
        return after(body);
      };

    it('is uploaded again from this browser, and the idea sent with it', async () => {
      const queued = olderItem({ attachment_id: 'removed', attachment_name: 'a.pdf' });
      const storage = storageWith([queued]);
      keepFile(queued.id);
      vi.mocked(uploadAttachment).mockResolvedValue(uploaded('attachment-2'));
      const sent: CreateBody[] = [];
      const result = await run(storage, {
        send: refusingGone(sent, async (body) => created(body)),
      });
      expect(uploadAttachment).toHaveBeenCalledTimes(1);
      expect(sent.map((s) => s.attachmentIds)).toEqual([['removed'], ['attachment-2']]);
      expect(result).toMatchObject({
        status: 'ran',
        delivered: [{ item: { attachment_id: 'attachment-2', attachment_error: null } }],
      });
      expect(readQueue(storage)).toEqual([]);
    });

    it('is left out when this browser no longer has the file, and the item says why', async () => {
      const storage = storageWith([
        olderItem({ attachment_id: 'removed', attachment_name: 'a.pdf' }),
      ]);
      const sent: CreateBody[] = [];
      const result = await run(storage, {
        send: refusingGone(sent, async (body) => created(body)),
      });
      expect(sent.map((s) => s.attachmentIds ?? null)).toEqual([['removed'], null]);
      expect(result).toMatchObject({
        status: 'ran',
        delivered: [
          {
            item: {
              attachment_id: null,
              attachment_name: 'a.pdf',
              attachment_error:
                'The attachment uploaded earlier is no longer on the server, and this device no longer has the file.',
            },
          },
        ],
      });
    });

    it('goes up again for each file this browser has, the facts following the new ids', async () => {
      const [removed, noBytes, renewed] = ['removed', uuid(), uuid()];
      const facts = {
        ...queuedFacts,
        publicDisclosures: [{ ...queuedFacts.publicDisclosures[0]!, fileId: removed }],
      };
      const storage = storageWith([
        withFiles([queuedFile('a.pdf', { id: removed }), queuedFile('b.pdf', { id: noBytes })], {
          facts,
        }),
      ]);
      keepFile('a.pdf-key', 'a.pdf');
      vi.mocked(uploadAttachment).mockResolvedValue(uploaded(renewed, 'a.pdf'));
      const sent: CreateBody[] = [];
      const result = await run(storage, {
        send: refusingGone(sent, async (body) => created(body)),
      });
      expect(sent.map((s) => s.attachmentIds)).toEqual([[removed, noBytes], [renewed]]);
      expect(sent[1]!.facts!.publicDisclosures![0]!.fileId).toBe(renewed);
      expect(result).toMatchObject({
        delivered: [{ item: { attachment_error: `b.pdf: ${queueMessages.attachmentGone}` } }],
      });
    });

    it('keeps the note on an item that then fails to send, for My Submissions to show', async () => {
      const storage = storageWith([
        olderItem({ attachment_id: 'removed', attachment_name: 'a.pdf' }),
      ]);
      await run(storage, {
        send: refusingGone([], async () =>
          Promise.reject(new Error('Could not reach the server.')),
        ),
      });
      expect(readQueue(storage)[0]).toMatchObject({
        attachment_id: null,
        attachment_error: queueMessages.attachmentGone,
        retryCount: 1,
        errorMessage: 'Could not reach the server.',
      });
    });

    it('is not assumed for any other refusal', async () => {
      const queued = olderItem({ attachment_id: 'attachment-1', attachment_name: 'a.pdf' });
      const storage = storageWith([queued]);
      keepFile(queued.id);
      await run(storage, { send: async () => Promise.reject(new Error('Rate limited.')) });
      expect(uploadAttachment).not.toHaveBeenCalled();
      expect(readQueue(storage)[0]).toMatchObject({
        attachment_id: 'attachment-1',
        attachment_error: null,
        retryCount: 1,
      });
    });
  });

  describe('deadlines', () => {
    beforeEach(() => void vi.useFakeTimers({ now: T0 }));
    afterEach(() => void vi.useRealTimers());

    it('gives each item 10 s, then counts it as failed and goes on to the next', async () => {
      const [slow, quick] = [item(), item()];
      const storage = storageWith([slow, quick]);
      const signals: AbortSignal[] = [];
      vi.mocked(checkConnection).mockResolvedValue(true);
      vi.mocked(createSubmission).mockImplementation((body, signal) => {
        signals.push(signal!);
        return body.id === slow!.id ? new Promise<never>(() => {}) : Promise.resolve(created(body));
      });
      const running = runQueue(USER, { storage });
      await vi.advanceTimersByTimeAsync(9_999);
      expect(signals).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(signals[0]!.aborted).toBe(true);
      await vi.advanceTimersByTimeAsync(500);
      const result = await running;
      expect(result.status === 'ran' && result.delivered.map((d) => d.item.id)).toEqual([
        quick!.id,
      ]);
      expect(readQueue(storage)).toEqual([
        expect.objectContaining({
          id: slow!.id,
          retryCount: 1,
          errorMessage: 'Submission timed out after 10 seconds',
        }),
      ]);
    });

    it('gives the connection check 3 s', async () => {
      const storage = storageWith([item()]);
      vi.mocked(checkConnection).mockReturnValue(new Promise<never>(() => {}));
      const running = runQueue(USER, { storage });
      await vi.advanceTimersByTimeAsync(3_000);
      expect(await running).toEqual({ status: 'skipped', reason: 'offline' });
    });
  });
});

describe('QueueRunner', () => {
  it('runs one run at a time, and once more when asked during a run', async () => {
    let release!: () => void;
    let runs = 0;
    const runner = new QueueRunner(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      return { status: 'skipped', reason: 'empty' } as const;
    });
    const first = runner.request();
    const second = runner.request();
    const third = runner.request();
    expect(runner.running).toBe(true);
    expect(second).toBe(first);
    expect(third).toBe(first);
    release();
    await first;
    expect(runs).toBe(2);
    expect(runner.running).toBe(false);
    await runner.request();
    expect(runs).toBe(3);
  });

  it('tells its listeners about every run once, however many callers asked for it', async () => {
    let release!: () => void;
    let runs = 0;
    const runner = new QueueRunner(async () => {
      runs += 1;
      if (runs === 1) await new Promise<void>((resolve) => (release = resolve));
      return runs === 1
        ? ({ status: 'ran', delivered: [], failed: [], exhausted: [] } as const)
        : ({ status: 'skipped', reason: 'empty' } as const);
    });
    const told: string[] = [];
    const unsubscribe = runner.subscribe((result) => told.push(result.status));
    const callers = [runner.request(), runner.request(), runner.request()];
    release();
    await Promise.all(callers);
    // The first run delivered: it is told, though every caller gets the last run's result.
    expect(told).toEqual(['ran', 'skipped']);
    unsubscribe();
    await runner.request();
    expect(told).toHaveLength(2);
  });
});

describe('asking the server again while ideas wait', () => {
  it('asks every 30 s while this user has an item due', () => {
    expect(healthRecheckInterval([item()], USER)).toBe(30_000);
  });

  it("does not ask when nothing is due: an empty queue, another user's items, or given-up ones", () => {
    expect(healthRecheckInterval([], USER)).toBe(false);
    expect(healthRecheckInterval([item({ user_id: OTHER })], USER)).toBe(false);
    expect(healthRecheckInterval([item({ retryCount: 3 })], USER)).toBe(false);
  });
});

describe('the server coming back', () => {
  it('is seen when a check answers after one that did not', () => {
    expect(reconnected(false, true)).toBe(true);
  });

  it('is not seen on the first answer, while it stays up or down, or when it goes down', () => {
    expect(reconnected(undefined, true)).toBe(false);
    expect(reconnected(true, true)).toBe(false);
    expect(reconnected(false, false)).toBe(false);
    expect(reconnected(true, false)).toBe(false);
  });
});
