import { useEffect, useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { pagePaths } from '#common/page-paths';
import { Button } from '#web/components/ui/button';
import { isApiRequestError } from '#web/lib/api';
import { notify } from '#web/lib/notify';
import { submissionQueryOptions } from '../api/submissions';
import { coInventionPath } from '../lib/co-invention-path';
import { submissionTexts } from '../lib/submission-texts';
import { stepButtonLabel } from '../lib/step-label';
import type { SubmissionTarget, SaveSubmissionOutcome, Submitter } from '../api/save-submission';
import { SubmissionDialog } from './submission-dialog';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SubmitIdeaStepProps = {
  submitter: Submitter;
  /** The agreement's state is still being read. */
  checkingAgreement: boolean;
};

/**
 * Step 2 of the Home tab: the button that opens the idea dialog. `?draftId=` loads a draft for
 * editing; `?edit=` does too, in draft mode (Update Draft only), as does any draft of which the
 * person is a co-inventor: sending it is its submitter's. Disabled until the agreement is
 * signed, unless a draft is being edited.
 */
export function SubmitStep({ submitter, checkingAgreement }: SubmitIdeaStepProps) {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const editId = params.get('edit');
  const draftParam = editId ?? params.get('draftId');
  const hintId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [newSubmission, setNewSubmission] = useState<SubmissionTarget>(() => ({
    kind: 'new',
    id: crypto.randomUUID(),
    resubmittedFrom: null,
  }));

  const validParam = draftParam !== null && UUID.test(draftParam);
  const draftQuery = useQuery({
    ...submissionQueryOptions(draftParam ?? ''),
    enabled: validParam,
    retry: (count, error) => !(isApiRequestError(error) && error.status >= 400) && count < 2,
    staleTime: 0,
    gcTime: 0,
    networkMode: 'always',
  });
  const draft = validParam && draftQuery.data?.status === 'draft' ? draftQuery.data : null;
  const coInventors = draft !== null && draft.userId !== submitter.userId;
  const draftMode = editId !== null || coInventors;

  // A draft that cannot be edited: say why, and forget the parameter.
  const refused =
    draftParam !== null &&
    (!validParam ||
      draftQuery.isError ||
      (draftQuery.data !== undefined && draftQuery.data.status !== 'draft'));
  const problem: 'not-found' | 'not-a-draft' | 'unreachable' =
    !validParam ||
    (isApiRequestError(draftQuery.error) &&
      draftQuery.error.status < 500 &&
      draftQuery.error.status > 0)
      ? 'not-found'
      : draftQuery.isError
        ? 'unreachable'
        : 'not-a-draft';
  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (!refused || reported.current === draftParam) return;
    reported.current = draftParam;
    const { title, message } =
      problem === 'not-found'
        ? submissionTexts.draftNotFound
        : problem === 'not-a-draft'
          ? submissionTexts.notADraft
          : submissionTexts.loadFailed;
    notify.error(title, message);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete('edit');
        next.delete('draftId');
        return next;
      },
      { replace: true },
    );
  }, [refused, problem, draftParam, setParams]);

  // A loaded draft opens at once: the user asked to edit it.
  const openedFor = useRef<string | null>(null);
  useEffect(() => {
    if (draft && openedFor.current !== draft.id) {
      openedFor.current = draft.id;
      setOpen(true);
    }
  }, [draft]);

  const loadingDraft = validParam && draftQuery.isPending;
  const enabled = !loadingDraft && (submitter.agreementSigned || draft !== null);
  const label = stepButtonLabel({
    loadingDraft,
    draftLoaded: draft !== null,
    draftMode,
    checkingAgreement,
  });

  function onDone(outcome: SaveSubmissionOutcome) {
    setOpen(false);
    setNewSubmission({ kind: 'new', id: crypto.randomUUID(), resubmittedFrom: null });
    if (draft && outcome.kind === 'saved') {
      // Its submitter goes on from their list; a co-inventor back to the idea among theirs.
      void navigate(coInventors ? coInventionPath(draft.id) : pagePaths.mySubmissions);
    }
  }

  return (
    <>
      <Button
        ref={trigger}
        variant="accent"
        disabled={!enabled}
        aria-describedby={enabled ? undefined : hintId}
        onClick={() => setOpen(true)}
      >
        {label}
      </Button>
      {!enabled && !loadingDraft && (
        <p id={hintId} className="text-sm text-slate-600">
          Available once the inventions agreement is signed.
        </p>
      )}
      <SubmissionDialog
        open={open && (draft !== null || draftParam === null)}
        onOpenChange={setOpen}
        target={draft ? { kind: 'draft', draft } : newSubmission}
        draftMode={draft !== null && draftMode}
        initial={draft ?? undefined}
        submitter={submitter}
        onDone={onDone}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
      />
    </>
  );
}
