import { useCallback, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { SubmissionRecord } from '#common/submissions';
import { getSubmission, submissionKeys } from '../api/submissions';
import type { SubmissionFormInput } from '../components/submission-schema';
import { unsavedText } from '../lib/unsaved-text';

/** A save of a draft refused because someone saved it since it was loaded (409 stale_draft). */
export interface StaleDraft {
  draftId: string;
  /** Whether the draft is the one the dialog's autosave made of a new idea. */
  autosaved: boolean;
  /** The server's words for it. */
  message: string;
}

export interface ReloadedDraft {
  /** Changes whenever the form is to start afresh from a newer version. */
  key: number;
  message: string;
  /** The newer version the form shows, once one was read. */
  draft: SubmissionRecord | null;
  /** Whether the newer version could be read this time. */
  loaded: boolean;
  autosaved: boolean;
  /** What the person typed that is not in the newer version, for them to copy. */
  unsaved: { label: string; text: string }[];
}

/**
 * What the idea dialog does when a save of its draft was refused as stale: reads the newer
 * version, which the form then shows, and keeps what the person had typed beside it. Nothing is
 * ever saved over the other person's version.
 */
export function useStaleDraft() {
  const queryClient = useQueryClient();
  const [reloaded, setReloaded] = useState<ReloadedDraft | null>(null);
  const reload = useCallback(
    async (stale: StaleDraft, typed: SubmissionFormInput) => {
      const newer = await getSubmission(stale.draftId).catch(() => null);
      void queryClient.invalidateQueries({ queryKey: submissionKeys.all });
      const draft = newer?.status === 'draft' ? newer : null;
      setReloaded((before) => ({
        key: (before?.key ?? 0) + (draft ? 1 : 0),
        message: stale.message,
        draft: draft ?? before?.draft ?? null,
        loaded: draft !== null,
        autosaved: stale.autosaved,
        unsaved: unsavedText(typed, draft),
      }));
    },
    [queryClient],
  );
  return { reloaded, reload };
}
