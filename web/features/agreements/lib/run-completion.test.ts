import { describe, expect, it, vi } from 'vitest';
import type { CompleteSigningResponse } from '#common/agreements';
import { ApiRequestError } from '#web/lib/api';
import { createCompletionGate } from './completion-gate';
import { runCompletion, type CompletionDeps } from './run-completion';
import { memoryStorage } from '#web/lib/memory-storage';

const documentId = '5c8a1f0e-7b2d-4c1a-9e3f-0a1b2c3d4e5f';
const agreementId = '9d8c7b6a-1111-4222-8333-444455556666';

function setup(answer: () => Promise<CompleteSigningResponse>) {
  const storage = memoryStorage({
    pendingSigningDocumentId: documentId,
    lastSigningUrl: `http://localhost/signing/${documentId}`,
  });
  const events = new EventTarget();
  const dispatched: string[] = [];
  events.addEventListener('agreement-signed', (event) => {
    dispatched.push((event as CustomEvent<{ documentId: string }>).detail.documentId);
  });
  const deps = {
    completeSigning: vi.fn(answer),
    gate: createCompletionGate(),
    storage,
    events,
    showError: vi.fn(),
    warn: vi.fn(),
    onSigned: vi.fn(),
    onSessionEnded: vi.fn(),
  } satisfies CompletionDeps;
  return { deps, storage, dispatched };
}

describe('runCompletion', () => {
  it('on signed: updates the browser keys, dispatches agreement-signed and hands over', async () => {
    const { deps, storage, dispatched } = setup(async () => ({ status: 'signed', agreementId }));
    await expect(runCompletion(documentId, 'signing', deps)).resolves.toBe('signed');
    expect(deps.completeSigning).toHaveBeenCalledWith(documentId);
    expect(Object.fromEntries(storage.entries)).toEqual({ boldsignDocumentId: documentId });
    expect(dispatched).toEqual([documentId]);
    expect(deps.onSigned).toHaveBeenCalledWith({ documentId, agreementId }, 'signing');
    expect(deps.showError).not.toHaveBeenCalled();
  });

  it('handles a document once: later signals, and the event it dispatches itself, are dropped', async () => {
    const { deps } = setup(async () => ({ status: 'signed', agreementId }));
    deps.events.addEventListener('agreement-signed', () => {
      void runCompletion(documentId, 'event', deps);
    });
    await runCompletion(documentId, 'signing', deps);
    await expect(runCompletion(documentId, 'signing', deps)).resolves.toBe('skipped');
    expect(deps.completeSigning).toHaveBeenCalledTimes(1);
    expect(deps.onSigned).toHaveBeenCalledTimes(1);
  });

  it('drops a second signal while the first check is still running', async () => {
    let answer!: (value: CompleteSigningResponse) => void;
    const { deps } = setup(() => new Promise((resolve) => (answer = resolve)));
    const first = runCompletion(documentId, 'signing', deps);
    await expect(runCompletion(documentId, 'event', deps)).resolves.toBe('skipped');
    answer({ status: 'signed', agreementId });
    await expect(first).resolves.toBe('signed');
    expect(deps.completeSigning).toHaveBeenCalledTimes(1);
  });

  it("does not mark anything signed unless the provider says signed: 'Signing Incomplete'", async () => {
    for (const status of ['sent', 'viewed', 'declined', 'expired'] as const) {
      const { deps, storage, dispatched } = setup(async () => ({ status, agreementId: null }));
      await expect(runCompletion(documentId, 'signing', deps)).resolves.toBe('unsigned');
      expect(deps.onSigned).not.toHaveBeenCalled();
      expect(dispatched).toEqual([]);
      expect(storage.entries.get('pendingSigningDocumentId')).toBe(documentId);
      expect(deps.showError).toHaveBeenCalledWith(
        'Signing Incomplete',
        "We couldn't verify your signature...",
      );
    }
  });

  it('ignores a signed status without an agreement id', async () => {
    const { deps } = setup(async () => ({ status: 'signed', agreementId: null }));
    await expect(runCompletion(documentId, 'signing', deps)).resolves.toBe('unsigned');
    expect(deps.onSigned).not.toHaveBeenCalled();
  });

  it('checks the document again after an unsigned answer (a forged signal blocks nothing)', async () => {
    const answers: CompleteSigningResponse[] = [
      { status: 'viewed', agreementId: null },
      { status: 'signed', agreementId },
    ];
    const { deps } = setup(async () => answers.shift()!);
    await expect(runCompletion(documentId, 'event', deps)).resolves.toBe('unsigned');
    await expect(runCompletion(documentId, 'signing', deps)).resolves.toBe('signed');
  });

  it("checks the document id first, in the spec's words", async () => {
    const { deps } = setup(async () => ({ status: 'signed', agreementId }));
    await expect(runCompletion('', 'event', deps)).resolves.toBe('failed');
    await expect(runCompletion('ab!', 'event', deps)).resolves.toBe('failed');
    expect(deps.showError).toHaveBeenNthCalledWith(
      1,
      'Error',
      'No document ID found. Please try again.',
    );
    expect(deps.showError).toHaveBeenNthCalledWith(
      2,
      'Error',
      'The agreement ID format appears to be invalid',
    );
    expect(deps.completeSigning).not.toHaveBeenCalled();
  });

  it("says 'Authentication Error' and reads the session again on 401", async () => {
    const { deps } = setup(async () => {
      throw new ApiRequestError(401, 'unauthenticated', 'Please sign in.');
    });
    await expect(runCompletion(documentId, 'signing', deps)).resolves.toBe('failed');
    expect(deps.onSessionEnded).toHaveBeenCalledOnce();
    expect(deps.showError).toHaveBeenCalledWith(
      'Authentication Error',
      'You need to be signed in to complete this action.',
    );
    // The failure does not block a later check.
    expect(deps.gate.begin(documentId)).toBe(true);
  });

  describe('a signing left pending from an earlier visit', () => {
    it('is completed quietly', async () => {
      const { deps } = setup(async () => ({ status: 'signed', agreementId }));
      await expect(runCompletion(documentId, 'pending', deps)).resolves.toBe('signed');
      expect(deps.onSigned).toHaveBeenCalledWith({ documentId, agreementId }, 'pending');
    });

    it('stays pending while unsigned, without a toast', async () => {
      const { deps, storage } = setup(async () => ({ status: 'viewed', agreementId: null }));
      await runCompletion(documentId, 'pending', deps);
      expect(deps.showError).not.toHaveBeenCalled();
      expect(storage.entries.get('pendingSigningDocumentId')).toBe(documentId);
    });

    it('is forgotten when declined, expired, unknown or malformed', async () => {
      for (const answer of [
        async () => ({ status: 'declined', agreementId: null }) as const,
        async () => ({ status: 'expired', agreementId: null }) as const,
        async () => {
          throw new ApiRequestError(404, 'not_found', 'No document ID found. Please try again.');
        },
      ]) {
        const { deps, storage } = setup(answer);
        await runCompletion(documentId, 'pending', deps);
        expect(storage.entries.size).toBe(0);
        expect(deps.showError).not.toHaveBeenCalled();
      }
      const { deps, storage } = setup(async () => ({ status: 'signed', agreementId }));
      await runCompletion('bad id', 'pending', deps);
      expect(storage.entries.size).toBe(0);
      expect(deps.completeSigning).not.toHaveBeenCalled();
    });

    it('is kept when the server cannot be reached, and the failure only logged', async () => {
      const { deps, storage } = setup(async () => {
        throw new ApiRequestError(0, 'network_error', 'offline');
      });
      await runCompletion(documentId, 'pending', deps);
      expect(storage.entries.get('pendingSigningDocumentId')).toBe(documentId);
      expect(deps.warn).toHaveBeenCalledOnce();
      expect(deps.showError).not.toHaveBeenCalled();
    });
  });
});
