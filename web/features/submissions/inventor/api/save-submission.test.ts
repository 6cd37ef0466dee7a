import { noFacts } from '#common/invention-facts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionRecord } from '#common/submissions';
import { ApiRequestError } from '#web/lib/api';
import type { Clock } from '#web/lib/clock';
import { uploadAttachment } from '#web/features/submissions/lib/upload-attachment';
import { failureTexts } from '../lib/failure-texts';
import { draftChoices, type IdeaFileChoice } from '../lib/file-choices';
import { pendingSubmission, queueLocally } from '../lib/retry-queue';
import { checkConnection } from './health';
import {
  saveSubmission as save,
  type AttachmentDecision,
  type AttachmentQuestion,
  type SaveSubmissionRequest,
  type Submitter,
} from './save-submission';
import { createSubmission, submitDraft, updateDraft } from './submissions';

// The flow calls the API's functions and the browser's queue directly; here they are stand-ins.
vi.mock('./submissions', async (original) => ({
  ...(await original<object>()),
  createSubmission: vi.fn(),
  updateDraft: vi.fn(),
  submitDraft: vi.fn(),
}));
vi.mock('./health', () => ({ checkConnection: vi.fn() }));
vi.mock('#web/features/submissions/lib/upload-attachment', () => ({ uploadAttachment: vi.fn() }));
vi.mock('../lib/retry-queue', async (original) => ({
  ...(await original<object>()),
  queueLocally: vi.fn(),
}));

const ID = '5d0c8a0e-96a4-4b5e-9d0f-1f2a3b4c5d6e';
const USER = '11111111-1111-4111-8111-111111111111';
const MB = 1024 * 1024;

const submitter: Submitter = {
  userId: USER,
  email: 'lena@example.com',
  fullName: 'Dr. Lena Park',
  jobTitle: 'Neurosurgeon',
  agreementId: '99999999-9999-4999-8999-999999999999',
  agreementSigned: true,
};

function record(overrides: Partial<SubmissionRecord> = {}): SubmissionRecord {
  return {
    id: ID,
    userId: USER,
    fullName: 'Dr. Lena Park',
    email: 'lena@example.com',
    jobTitle: 'Neurosurgeon',
    ideaTitle: 'Softer tip',
    ideaDescription: 'Bends at body temperature.',
    attachmentId: null,
    attachmentName: null,
    fileCount: 0,
    attachments: [],
    status: 'pending',
    adminNotes: null,
    agreementId: submitter.agreementId,
    resubmittedFrom: null,
    createdAt: '2026-11-21T10:00:00.000Z',
    submittedAt: '2026-11-21T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
    reviewedAt: null,
    reviewedBy: null,
    inventorState: null,
    facts: noFacts,
    inventorCount: 1,
    confirmedCount: 1,
    version: 1,
    inventors: null,
    pipeline: null,
    ...overrides,
  };
}

const file = (name = 'design.pdf', size = 1_000) =>
  ({ name, size, type: 'application/pdf' }) as unknown as File;

/** A file chosen in the form (not uploaded yet), under its key in the form's list. */
const chosen = (f: File = file(), key = f.name): IdeaFileChoice & { kind: 'file' } => ({
  kind: 'file',
  key,
  file: f,
});

/** One of a draft's files as the server answers it. */
const saved = (id: string, name: string) => ({
  id,
  name,
  size: 10,
  contentType: 'application/pdf',
  sha256: null,
  phi: [],
});

const offline = () => new ApiRequestError(0, 'network_error', 'Could not reach the server.');
/** A call that the server refuses with the given error. */
const refusal = (...error: ConstructorParameters<typeof ApiRequestError>) =>
  vi.fn(async () => Promise.reject(new ApiRequestError(...error)));

/** Pauses end at once; deadlines never pass. */
const instantClock: Clock = {
  now: () => Date.parse('2026-11-21T10:00:00Z'),
  sleep: (_ms, signal) =>
    signal
      ? new Promise((resolve) => signal.addEventListener('abort', () => resolve()))
      : Promise.resolve(),
};

/** What the server, the upload and the queue do (each a stand-in), and what the person answers. */
interface Fakes {
  checkConnection: () => Promise<boolean>;
  upload: (file: Blob, name: string) => Promise<Awaited<ReturnType<typeof uploadAttachment>>>;
  create: typeof createSubmission;
  update: typeof updateDraft;
  submitDraft: typeof submitDraft;
  queue: typeof queueLocally;
  askAboutAttachment: (question: AttachmentQuestion) => Promise<AttachmentDecision>;
  clock: Clock | undefined;
}

/**
 * Sets the stand-ins (forgetting their earlier calls), and gives them by the names the
 * assertions use, with the dialog's question and warning.
 */
function makeDeps(overrides: Partial<Fakes> = {}) {
  vi.clearAllMocks();
  const fakes: Fakes = {
    checkConnection: async () => true,
    upload: async (f, name) => ({
      id: 'attachment-1',
      name,
      size: f.size,
      contentType: 'application/pdf',
      phi: [],
    }),
    create: async (body) =>
      record({
        id: body.id,
        status: body.status,
        ideaTitle: body.ideaTitle,
        ideaDescription: body.ideaDescription,
      }),
    update: async (id) => record({ id, status: 'draft' }),
    submitDraft: async (id) => record({ id, status: 'pending' }),
    queue: async (input, blobs = []) =>
      pendingSubmission(
        { ...input, files: input.files.map((f, i) => ({ ...f, stored: Boolean(blobs[i]) })) },
        Date.parse('2026-11-21T10:00:00Z'),
      ),
    askAboutAttachment: async () => 'without',
    clock: instantClock,
    ...overrides,
  };
  vi.mocked(checkConnection).mockImplementation(fakes.checkConnection);
  vi.mocked(uploadAttachment).mockImplementation(fakes.upload);
  vi.mocked(createSubmission).mockImplementation(fakes.create);
  vi.mocked(updateDraft).mockImplementation(fakes.update);
  vi.mocked(submitDraft).mockImplementation(fakes.submitDraft);
  vi.mocked(queueLocally).mockImplementation(fakes.queue);
  return {
    checkConnection,
    upload: uploadAttachment,
    create: createSubmission,
    update: updateDraft,
    submitDraft,
    queue: queueLocally,
    askAboutAttachment: vi.fn(fakes.askAboutAttachment),
    onConnectionWarning: vi.fn(),
    clock: fakes.clock,
  };
}

const saveSubmission = (request: SaveSubmissionRequest, deps: ReturnType<typeof makeDeps>) =>
  save(request, deps, deps.clock);

/** Some of the invention's facts, as the form checked them. */
const someFacts = {
  ...noFacts,
  problem: 'Clots form at the tip.',
  conceivedOn: '2025-01-15',
  funding: [{ type: 'grant' as const, name: 'NIH R01' }],
};

/** What the checked form gives: its values trimmed. */
function request(overrides: Partial<SaveSubmissionRequest> = {}): SaveSubmissionRequest {
  return {
    status: 'pending',
    target: { kind: 'new', id: ID, resubmittedFrom: null },
    ideaTitle: 'Softer tip',
    ideaDescription: 'Bends at body temperature.',
    attachments: [],
    facts: noFacts,
    inventors: null,
    submitter,
    ...overrides,
  };
}

beforeEach(() => void vi.resetAllMocks());
afterEach(() => void vi.useRealTimers());

describe('the agreement', () => {
  it('needs a signed agreement for a new idea or draft', async () => {
    const deps = makeDeps();
    for (const status of ['pending', 'draft'] as const) {
      expect(
        await saveSubmission(
          request({ status, submitter: { ...submitter, agreementSigned: false } }),
          deps,
        ),
      ).toEqual({
        kind: 'invalid',
        title: 'Agreement Required',
        message: 'Please sign the invention agreement before submitting ideas.',
        field: 'agreement',
      });
    }
    expect(deps.create).not.toHaveBeenCalled();
  });

  it('lets a loaded draft be updated without it', async () => {
    const deps = makeDeps();
    const outcome = await saveSubmission(
      request({
        status: 'draft',
        target: { kind: 'draft', draft: record({ status: 'draft' }) },
        submitter: { ...submitter, agreementSigned: false },
      }),
      deps,
    );
    expect(outcome).toMatchObject({ kind: 'saved', action: 'updated' });
  });

  it('saves a draft with a title only', async () => {
    const deps = makeDeps();
    await saveSubmission(request({ status: 'draft', ideaDescription: '' }), deps);
    expect(deps.create).toHaveBeenCalledWith(
      { id: ID, status: 'draft', ideaTitle: 'Softer tip', ideaDescription: '', facts: noFacts },
      expect.any(AbortSignal),
    );
    // Drafts are not sent, so there is no connection check before them.
    expect(deps.checkConnection).not.toHaveBeenCalled();
  });
});

describe('submitting a new idea', () => {
  it('sends the checked values, the facts whole, under the id made when the dialog opened', async () => {
    const deps = makeDeps();
    const outcome = await saveSubmission(request({ facts: someFacts }), deps);
    expect(deps.create).toHaveBeenCalledWith(
      {
        id: ID,
        status: 'pending',
        ideaTitle: 'Softer tip',
        ideaDescription: 'Bends at body temperature.',
        facts: someFacts,
      },
      expect.any(AbortSignal),
    );
    expect(outcome).toMatchObject({
      kind: 'saved',
      intent: 'submit',
      action: 'created',
      attachmentNote: null,
    });
  });

  it('marks a resubmission with the idea it revises', async () => {
    const deps = makeDeps();
    const from = '77777777-7777-4777-8777-777777777777';
    await saveSubmission(request({ target: { kind: 'new', id: ID, resubmittedFrom: from } }), deps);
    expect(vi.mocked(deps.create).mock.calls[0]![0]).toMatchObject({ resubmittedFrom: from });
  });

  it("only warns when the connection check fails ('Connection Warning') and goes on", async () => {
    const deps = makeDeps({ checkConnection: vi.fn(async () => false) });
    const outcome = await saveSubmission(request(), deps);
    expect(deps.onConnectionWarning).toHaveBeenCalledTimes(1);
    expect(outcome.kind).toBe('saved');
  });

  it('keeps the idea in the queue, under the same id, when the server cannot be reached', async () => {
    for (const error of [offline(), new ApiRequestError(503, 'database_unavailable', 'down')]) {
      const deps = makeDeps({ create: vi.fn(async () => Promise.reject(error)) });
      const outcome = await saveSubmission(request(), deps);
      expect(outcome).toMatchObject({
        kind: 'queued',
        item: { id: ID, status: 'pending', user_id: USER },
      });
      expect(deps.queue).toHaveBeenCalledWith(
        expect.objectContaining({ id: ID, ideaTitle: 'Softer tip', files: [] }),
        [],
      );
    }
  });

  it('queues the idea when the server does not answer within 15 s', async () => {
    vi.useFakeTimers();
    const deps = makeDeps({
      clock: undefined,
      create: vi.fn(() => new Promise<never>(() => {})),
    });
    const outcome = saveSubmission(request(), deps);
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await outcome).toMatchObject({ kind: 'queued', item: { id: ID } });
  });

  it('queues the idea, under the same id, when the answer to the create cannot be read', async () => {
    const deps = makeDeps({
      create: refusal(200, 'invalid_response', 'The server sent an answer this page cannot read.'),
    });
    expect(await saveSubmission(request(), deps)).toMatchObject({
      kind: 'queued',
      item: { id: ID, status: 'pending' },
    });
  });

  it('reports a refusal instead of queueing it', async () => {
    const deps = makeDeps({
      create: refusal(
        403,
        'agreement_required',
        'Please sign the invention agreement before submitting ideas.',
      ),
    });
    expect(await saveSubmission(request(), deps)).toEqual({
      kind: 'failed',
      title: 'Agreement Required',
      message: 'Please sign the invention agreement before submitting ideas.',
    });
    expect(deps.queue).not.toHaveBeenCalled();

    const limited = makeDeps({
      create: refusal(429, 'rate_limited', 'Too many requests.', 30),
    });
    expect(await saveSubmission(request(), limited)).toEqual({
      kind: 'failed',
      title: 'Submission Failed',
      message: 'Too many requests. Please try again in 30 seconds.',
    });
  });
});

describe('saving a draft', () => {
  it('never queues a draft', async () => {
    const deps = makeDeps({ create: vi.fn(async () => Promise.reject(offline())) });
    expect(await saveSubmission(request({ status: 'draft' }), deps)).toEqual({
      kind: 'failed',
      title: 'Draft Save Failed',
      message: 'Could not reach the server. Please check your connection and try again.',
    });
    expect(deps.queue).not.toHaveBeenCalled();
  });

  it('saves a draft without an attachment that could not be uploaded, and says so', async () => {
    const deps = makeDeps({
      upload: refusal(
        415,
        'unsupported_type',
        'File type not supported. Please upload a document or image file.',
      ),
    });
    const outcome = await saveSubmission(
      request({ status: 'draft', attachments: [chosen(file('setup.pdf'))] }),
      deps,
    );
    expect(outcome).toMatchObject({
      kind: 'saved',
      attachmentNote:
        'The attachment could not be uploaded, so the draft was saved without it. File type not supported. Please upload a document or image file.',
    });
    expect(vi.mocked(deps.create).mock.calls[0]![0]).not.toHaveProperty('attachmentIds');
    expect(deps.askAboutAttachment).not.toHaveBeenCalled();
  });

  it('keeps, removes or replaces a loaded draft’s attachment', async () => {
    const draft = record({
      status: 'draft',
      attachmentId: 'old',
      attachmentName: 'old.pdf',
      fileCount: 1,
      attachments: [saved('old', 'old.pdf')],
    });
    const target = { kind: 'draft', draft } as const;

    const keep = makeDeps();
    await saveSubmission(
      request({ status: 'draft', target, attachments: draftChoices(draft), facts: someFacts }),
      keep,
    );
    // The facts go whole on every update: the form holds all of them. The update names the
    // version it was made from.
    expect(keep.update).toHaveBeenCalledWith(ID, {
      ideaTitle: 'Softer tip',
      ideaDescription: 'Bends at body temperature.',
      facts: someFacts,
      version: 1,
    });

    const remove = makeDeps();
    await saveSubmission(request({ status: 'draft', target, attachments: [] }), remove);
    expect(vi.mocked(remove.update).mock.calls[0]![1]).toMatchObject({ attachmentIds: [] });

    const replace = makeDeps();
    await saveSubmission(request({ status: 'draft', target, attachments: [chosen()] }), replace);
    expect(vi.mocked(replace.update).mock.calls[0]![1]).toMatchObject({
      attachmentIds: ['attachment-1'],
    });
  });

  it('submits a loaded draft by saving it and then sending it', async () => {
    const deps = makeDeps();
    const outcome = await saveSubmission(
      request({ target: { kind: 'draft', draft: record({ status: 'draft' }) } }),
      deps,
    );
    expect(deps.update).toHaveBeenCalledTimes(1);
    expect(deps.submitDraft).toHaveBeenCalledWith(ID, false);
    expect(outcome).toMatchObject({
      kind: 'saved',
      action: 'submitted',
      submission: { status: 'pending' },
    });
  });

  it("says 'Not a Draft' when the draft was sent meanwhile", async () => {
    const deps = makeDeps({
      update: refusal(
        409,
        'not_a_draft',
        'Updates to submissions are no longer supported. Please create a new submission instead.',
      ),
    });
    expect(
      await saveSubmission(
        request({ status: 'draft', target: { kind: 'draft', draft: record({ status: 'draft' }) } }),
        deps,
      ),
    ).toEqual({
      kind: 'failed',
      title: 'Not a Draft',
      message:
        'Updates to submissions are no longer supported. Please create a new submission instead.',
    });
  });
});

describe('the attestation that the idea identifies no patient', () => {
  it('goes with a sent idea, into the draft it is sent from, and into the queue', async () => {
    const created = makeDeps();
    await saveSubmission(request({ phiAttestation: true }), created);
    expect(vi.mocked(created.create).mock.calls[0]![0]).toMatchObject({ phiAttestation: true });

    const draft = makeDeps();
    const target = { kind: 'draft', draft: record({ status: 'draft' }) } as const;
    await saveSubmission(request({ phiAttestation: true, target }), draft);
    expect(draft.submitDraft).toHaveBeenCalledWith(ID, true);

    const queued = makeDeps({ create: vi.fn(async () => Promise.reject(offline())) });
    expect(await saveSubmission(request({ phiAttestation: true }), queued)).toMatchObject({
      kind: 'queued',
      item: { id: ID, phiAttestation: true },
    });
  });

  it('is never sent with a draft, nor when not given', async () => {
    const draft = makeDeps();
    await saveSubmission(request({ status: 'draft', phiAttestation: true }), draft);
    const plain = makeDeps();
    await saveSubmission(request(), plain);
    for (const deps of [draft, plain])
      expect(vi.mocked(deps.create).mock.calls[0]![0]).not.toHaveProperty('phiAttestation');
  });
});

describe("an id that already holds the autosave's draft", () => {
  const autosaved = record({ status: 'draft', ideaTitle: 'Soft', ideaDescription: '' });

  it('saves the facts typed since into it, even when the title and description are alike', async () => {
    const same = record({ status: 'draft', version: 4 });
    const deps = makeDeps({ create: vi.fn(async () => same) });
    await saveSubmission(request({ facts: someFacts }), deps);
    expect(deps.update).toHaveBeenCalledWith(ID, {
      ideaTitle: 'Softer tip',
      ideaDescription: 'Bends at body temperature.',
      facts: someFacts,
      version: 4,
    });
  });

  it('sends the idea from that draft, with what was typed since', async () => {
    const deps = makeDeps({ create: vi.fn(async () => autosaved) });
    const outcome = await saveSubmission(request(), deps);
    expect(deps.update).toHaveBeenCalledWith(ID, {
      ideaTitle: 'Softer tip',
      ideaDescription: 'Bends at body temperature.',
      facts: noFacts,
      version: 1,
    });
    expect(deps.submitDraft).toHaveBeenCalledWith(ID, false);
    expect(outcome).toMatchObject({ kind: 'saved', submission: { status: 'pending' } });
  });

  it('saves a draft into it, and says it was saved, not updated', async () => {
    const deps = makeDeps({ create: vi.fn(async () => autosaved) });
    expect(await saveSubmission(request({ status: 'draft' }), deps)).toMatchObject({
      kind: 'saved',
      action: 'created',
    });
    expect(deps.update).toHaveBeenCalledOnce();
    expect(deps.submitDraft).not.toHaveBeenCalled();

    const loaded = makeDeps();
    const target = { kind: 'draft' as const, draft: autosaved, autosaved: true };
    expect(await saveSubmission(request({ status: 'draft', target }), loaded)).toMatchObject({
      kind: 'saved',
      action: 'created',
    });
  });
});

describe('the inventors', () => {
  const inventors = {
    submitterShare: 60,
    submitterLead: true,
    coInventors: [
      {
        name: 'Dr. Omar Haddad',
        email: 'omar@example.com',
        affiliation: '',
        share: 40,
        lead: false,
      },
    ],
  };

  it('go with a new idea, and with every update of a draft its submitter saves', async () => {
    const deps = makeDeps();
    await saveSubmission(request({ inventors }), deps);
    expect(vi.mocked(deps.create).mock.calls[0]![0]).toMatchObject({ inventors });

    const draft = record({ status: 'draft', version: 3 });
    const update = makeDeps();
    await saveSubmission(
      request({ status: 'draft', inventors, target: { kind: 'draft', draft } }),
      update,
    );
    expect(vi.mocked(update.update).mock.calls[0]![1]).toMatchObject({ inventors, version: 3 });
  });

  it('are left as they are when a co-inventor saves the draft', async () => {
    const draft = record({ status: 'draft', userId: '33333333-3333-4333-8333-333333333333' });
    const deps = makeDeps();
    await saveSubmission(
      request({ status: 'draft', inventors: null, target: { kind: 'draft', draft } }),
      deps,
    );
    expect(vi.mocked(deps.update).mock.calls[0]![1]).not.toHaveProperty('inventors');
  });

  it('are saved into the autosave’s draft before it is sent, when it lists others', async () => {
    const autosaved = record({ status: 'draft', inventors: null });
    const deps = makeDeps({ create: vi.fn(async () => autosaved) });
    await saveSubmission(request({ inventors }), deps);
    expect(vi.mocked(deps.update).mock.calls[0]![1]).toMatchObject({ inventors });

    const listed = record({
      status: 'draft',
      inventors: {
        ...inventors,
        coInventors: inventors.coInventors.map((c) => ({
          ...c,
          id: 'c1',
          response: null,
          respondedAt: null,
          printedName: null,
          meaning: null,
          disputeReason: null,
          claimedShare: null,
          manifestSha256: null,
        })),
      },
    });
    const same = makeDeps({ create: vi.fn(async () => listed) });
    await saveSubmission(request({ inventors }), same);
    expect(same.update).not.toHaveBeenCalled();
  });
});

describe('a draft someone saved since it was loaded', () => {
  it('is not saved over: the outcome names the draft and gives the server’s words', async () => {
    const message =
      'Someone else saved this draft after you opened it. Their version is shown now; add your changes to it and save again.';
    const deps = makeDeps({ update: refusal(409, 'stale_draft', message, null, 'version') });
    const outcome = await saveSubmission(
      request({ target: { kind: 'draft', draft: record({ status: 'draft' }) } }),
      deps,
    );
    expect(outcome).toEqual({ kind: 'stale', message, draftId: ID });
    expect(deps.submitDraft).not.toHaveBeenCalled();
  });
});

describe('refusals from the server', () => {
  it('keeps the field the server named, so the form can show the refusal there', async () => {
    const deps = makeDeps({
      create: refusal(400, 'invalid_input', 'The title is too long.', null, 'ideaTitle'),
    });
    expect(await saveSubmission(request({ status: 'draft' }), deps)).toEqual({
      kind: 'failed',
      title: 'Draft Save Failed',
      message: 'The title is too long.',
      field: 'ideaTitle',
    });
  });

  it("says 'Missing Information' when a draft without a description is sent", () => {
    expect(
      failureTexts(
        new ApiRequestError(400, 'missing_information', 'Title and description are required'),
        'submit',
      ),
    ).toEqual({ title: 'Missing Information', message: 'Title and description are required' });
  });
});

describe('submitting with an attachment', () => {
  it('uploads the file first and sends its id', async () => {
    const deps = makeDeps();
    await saveSubmission(request({ attachments: [chosen()] }), deps);
    expect(deps.upload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.create).mock.calls[0]![0]).toMatchObject({
      attachmentIds: ['attachment-1'],
    });
  });

  it('stops on a refused file, with the server’s words, and sends nothing', async () => {
    const deps = makeDeps({
      upload: refusal(
        415,
        'unsupported_type',
        'File type not supported. Please upload a document or image file.',
      ),
    });
    expect(
      await saveSubmission(request({ attachments: [chosen(file('setup.pdf'))] }), deps),
    ).toEqual({
      kind: 'failed',
      title: 'Upload Failed',
      message: 'File type not supported. Please upload a document or image file.',
      field: 'attachments',
    });
    expect(deps.upload).toHaveBeenCalledTimes(1);
    expect(deps.create).not.toHaveBeenCalled();
  });

  it('after 3 failed tries asks whether to go on without the file, offering to keep a small one here', async () => {
    const questions: AttachmentQuestion[] = [];
    const deps = makeDeps({
      upload: vi.fn(async () => Promise.reject(offline())),
      askAboutAttachment: vi.fn(async (question: AttachmentQuestion) => {
        questions.push(question);
        return 'without' as const;
      }),
    });
    const outcome = await saveSubmission(request({ attachments: [chosen()] }), deps);
    expect(deps.upload).toHaveBeenCalledTimes(3);
    expect(questions).toEqual([
      {
        fileNames: ['design.pdf'],
        failure: expect.objectContaining({
          kind: 'connection',
          hint: expect.stringContaining('connection'),
        }),
        canKeepLocally: true,
        keepLocallyProblem: null,
      },
    ]);
    expect(vi.mocked(deps.create).mock.calls[0]![0]).not.toHaveProperty('attachmentIds');
    expect(outcome).toMatchObject({
      kind: 'saved',
      attachmentNote: 'Your idea was sent without the attachment.',
    });
  });

  it('keeps the idea and its file in the queue when the user chooses to send later', async () => {
    const deps = makeDeps({
      upload: vi.fn(async () => Promise.reject(offline())),
      askAboutAttachment: vi.fn(async () => 'later' as const),
    });
    const picked = file('scan.png', 2 * MB);
    const outcome = await saveSubmission(request({ attachments: [chosen(picked)] }), deps);
    expect(deps.create).not.toHaveBeenCalled();
    expect(deps.queue).toHaveBeenCalledWith(
      expect.objectContaining({
        id: ID,
        files: [{ name: 'scan.png', size: 2 * MB, id: null, stored: true }],
      }),
      [picked],
    );
    expect(outcome).toMatchObject({
      kind: 'queued',
      item: { attachment_is_temporary: true, attachment_name: 'scan.png' },
      attachmentNote: null,
    });
  });

  it("does not offer to keep a file of 5 MB or more ('File too large for temporary storage')", async () => {
    const deps = makeDeps({
      upload: vi.fn(async () => Promise.reject(offline())),
      askAboutAttachment: vi.fn(async () => 'later' as const),
    });
    await saveSubmission(request({ attachments: [chosen(file('big.pdf', 6 * MB))] }), deps);
    expect(deps.askAboutAttachment).toHaveBeenCalledWith(
      expect.objectContaining({
        canKeepLocally: false,
        keepLocallyProblem: 'File too large for temporary storage',
      }),
    );
    // 'later' is not on offer for it: the idea goes without the file.
    expect(vi.mocked(deps.create).mock.calls[0]![0]).not.toHaveProperty('attachmentIds');
  });

  it("queues a file of 5 MB or more by name and size only, noted 'File too large for temporary storage'", async () => {
    const deps = makeDeps({
      upload: vi.fn(async () => Promise.reject(offline())),
      create: vi.fn(async () => Promise.reject(offline())),
    });
    const outcome = await saveSubmission(
      request({ attachments: [chosen(file('scan.pdf', 5 * MB))] }),
      deps,
    );
    expect(deps.queue).toHaveBeenCalledWith(
      expect.objectContaining({
        files: [{ name: 'scan.pdf', size: 5 * MB, id: null, stored: false }],
      }),
      [null],
    );
    expect(outcome).toMatchObject({
      kind: 'queued',
      item: {
        attachment_name: 'scan.pdf',
        attachment_is_temporary: false,
        attachment_error: 'File too large for temporary storage',
      },
      attachmentNote:
        'It will be sent without the attachment: File too large for temporary storage',
    });
  });

  it('queues an idea whose small file the user chose to leave out without it, and says so', async () => {
    const deps = makeDeps({
      upload: vi.fn(async () => Promise.reject(offline())),
      create: vi.fn(async () => Promise.reject(offline())),
    });
    const outcome = await saveSubmission(request({ attachments: [chosen()] }), deps);
    expect(deps.queue).toHaveBeenCalledWith(expect.objectContaining({ files: [] }), []);
    expect(outcome).toMatchObject({
      kind: 'queued',
      item: { attachment_name: null, attachment_error: null },
      attachmentNote: 'It will be sent without the attachment.',
    });
  });

  it('stops when the user cancels', async () => {
    const deps = makeDeps({
      upload: refusal(500, 'internal_error', 'x'),
      askAboutAttachment: vi.fn(async () => 'cancel' as const),
    });
    expect(await saveSubmission(request({ attachments: [chosen()] }), deps)).toEqual({
      kind: 'cancelled',
    });
    expect(deps.askAboutAttachment).toHaveBeenCalledWith(
      expect.objectContaining({ failure: expect.objectContaining({ kind: 'storage' }) }),
    );
    expect(deps.create).not.toHaveBeenCalled();
  });

  it('queues an idea whose file was uploaded with the attachment id, when only the create fails', async () => {
    const deps = makeDeps({ create: vi.fn(async () => Promise.reject(offline())) });
    const outcome = await saveSubmission(request({ attachments: [chosen()] }), deps);
    expect(outcome).toMatchObject({
      kind: 'queued',
      item: { attachment_id: 'attachment-1', attachment_is_temporary: false },
    });
  });
});

describe('several files', () => {
  /** Each upload answers with an id made from the file's name; `failing` names fail offline. */
  const uploads = (failing: string[] = [], refused: string[] = []) =>
    vi.fn(async (f: Blob, name: string) => {
      if (refused.includes(name))
        throw new ApiRequestError(
          415,
          'unsupported_type',
          'File type not supported. Please upload a document or image file.',
        );
      if (failing.includes(name)) throw offline();
      return { id: `id-${name}`, name, size: f.size, contentType: 'application/pdf', phi: [] };
    });

  it("sends every file in the order shown: the draft's, those uploaded already, those uploaded now", async () => {
    const draft = record({ status: 'draft', attachments: [saved('id-old', 'old.pdf')] });
    const early: IdeaFileChoice = {
      ...chosen(file('early.pdf')),
      uploaded: { id: 'id-early', name: 'early.pdf', size: 1, contentType: 'x', phi: [] },
    };
    const deps = makeDeps({ upload: uploads() });
    await saveSubmission(
      request({
        status: 'draft',
        target: { kind: 'draft', draft },
        attachments: [chosen(file('late.pdf')), ...draftChoices(draft), early],
      }),
      deps,
    );
    // Only the file not yet uploaded goes up now.
    expect(deps.upload).toHaveBeenCalledTimes(1);
    expect(vi.mocked(deps.update).mock.calls[0]![1]).toMatchObject({
      attachmentIds: ['id-late.pdf', 'id-old', 'id-early'],
    });
  });

  it('leaves the draft’s files as they are when the list did not change', async () => {
    const draft = record({
      status: 'draft',
      attachments: [saved('id-a', 'a.pdf'), saved('id-b', 'b.pdf')],
    });
    const deps = makeDeps();
    const kept = draftChoices(draft);
    await saveSubmission(
      request({ status: 'draft', target: { kind: 'draft', draft }, attachments: kept }),
      deps,
    );
    expect(vi.mocked(deps.update).mock.calls[0]![1]).not.toHaveProperty('attachmentIds');

    // The same files in another order are a change.
    const reordered = makeDeps();
    await saveSubmission(
      request({
        status: 'draft',
        target: { kind: 'draft', draft },
        attachments: [kept[1]!, kept[0]!],
      }),
      reordered,
    );
    expect(vi.mocked(reordered.update).mock.calls[0]![1]).toMatchObject({
      attachmentIds: ['id-b', 'id-a'],
    });
  });

  it('saves a draft without each file whose upload failed, naming them', async () => {
    const deps = makeDeps({ upload: uploads(['b.pdf'], ['c.pdf']) });
    const outcome = await saveSubmission(
      request({
        status: 'draft',
        attachments: [chosen(file('a.pdf')), chosen(file('b.pdf')), chosen(file('c.pdf'))],
      }),
      deps,
    );
    expect(vi.mocked(deps.create).mock.calls[0]![0]).toMatchObject({
      attachmentIds: ['id-a.pdf'],
    });
    expect(outcome).toMatchObject({ kind: 'saved' });
    const note = outcome.kind === 'saved' ? outcome.attachmentNote : null;
    expect(note).toMatch(
      /^2 attachments could not be uploaded, so the draft was saved without them/,
    );
    expect(note).toContain('"b.pdf": The attachment could not be uploaded: the connection failed.');
    expect(note).toContain('"c.pdf": File type not supported.');
    expect(deps.askAboutAttachment).not.toHaveBeenCalled();
  });

  it('on submit tries each failing file 3 times, then asks once about all of them', async () => {
    const deps = makeDeps({ upload: uploads(['b.pdf', 'c.pdf']) });
    const outcome = await saveSubmission(
      request({
        attachments: [chosen(file('a.pdf')), chosen(file('b.pdf')), chosen(file('c.pdf'))],
      }),
      deps,
    );
    expect(deps.upload).toHaveBeenCalledTimes(1 + 3 + 3);
    expect(deps.askAboutAttachment).toHaveBeenCalledExactlyOnceWith({
      fileNames: ['b.pdf', 'c.pdf'],
      failure: expect.objectContaining({ kind: 'connection' }),
      canKeepLocally: true,
      keepLocallyProblem: null,
    });
    expect(vi.mocked(deps.create).mock.calls[0]![0]).toMatchObject({
      attachmentIds: ['id-a.pdf'],
    });
    expect(outcome).toMatchObject({
      kind: 'saved',
      attachmentNote: 'Your idea was sent without these attachments: "b.pdf", "c.pdf".',
    });
  });

  it('keeps the files that fit on this device when the person sends later, noting one too large', async () => {
    const [small, big] = [file('b.pdf', 2 * MB), file('c.pdf', 6 * MB)];
    const deps = makeDeps({
      upload: uploads(['b.pdf', 'c.pdf']),
      askAboutAttachment: vi.fn(async () => 'later' as const),
    });
    const outcome = await saveSubmission(
      request({ attachments: [chosen(file('a.pdf')), chosen(small), chosen(big)] }),
      deps,
    );
    expect(deps.askAboutAttachment).toHaveBeenCalledWith(
      expect.objectContaining({
        canKeepLocally: true,
        keepLocallyProblem: '"c.pdf": File too large for temporary storage',
      }),
    );
    expect(deps.create).not.toHaveBeenCalled();
    expect(deps.queue).toHaveBeenCalledWith(
      expect.objectContaining({
        files: [
          { name: 'a.pdf', size: 1_000, id: 'id-a.pdf', stored: false },
          { name: 'b.pdf', size: 2 * MB, id: null, stored: true },
          { name: 'c.pdf', size: 6 * MB, id: null, stored: false },
        ],
      }),
      [null, small, null],
    );
    expect(outcome).toMatchObject({
      kind: 'queued',
      item: { attachment_id: 'id-a.pdf', attachment_is_temporary: true },
      attachmentNote:
        'It will be sent without one of its attachments: c.pdf: File too large for temporary storage',
    });
  });

  it('stops the send, naming the file, when one of several is refused for what it is', async () => {
    const deps = makeDeps({ upload: uploads([], ['b.pdf']) });
    expect(
      await saveSubmission(
        request({ attachments: [chosen(file('a.pdf')), chosen(file('b.pdf'))] }),
        deps,
      ),
    ).toEqual({
      kind: 'failed',
      title: 'Upload Failed',
      message: '"b.pdf": File type not supported. Please upload a document or image file.',
      field: 'attachments',
    });
    expect(deps.create).not.toHaveBeenCalled();
  });

  it('sends a disclosure naming one of the idea’s files, and one naming a file left out naming none', async () => {
    const disclosure = {
      timing: 'prior' as const,
      type: 'talk' as const,
      date: '2025-03-04',
      where: 'Neuro Congress',
      link: null,
    };
    const facts = {
      ...noFacts,
      publicDisclosures: [
        { ...disclosure, fileId: 'id-a.pdf' },
        { ...disclosure, fileId: 'id-b.pdf' },
      ],
    };
    const deps = makeDeps({ upload: uploads(['b.pdf']) });
    await saveSubmission(
      request({ facts, attachments: [chosen(file('a.pdf')), chosen(file('b.pdf'))] }),
      deps,
    );
    const sent = vi.mocked(deps.create).mock.calls[0]![0].facts!.publicDisclosures!;
    expect(sent.map((row) => row.fileId)).toEqual(['id-a.pdf', null]);
  });
});
