import { useState } from 'react';
import type { SubmissionRecord } from '#common/submissions';
import { ConfirmDialog } from '#web/components/ui/confirm-dialog';
import { useDeleteDraft } from '../api/delete-draft';
import { useDiscardQueued } from '../api/discard-queued';
import { useSubmitDraft } from '../api/submit-draft';

export type DraftAction = 'delete' | 'submit' | 'discard';

const questions = {
  delete: {
    title: 'Delete Draft',
    description: (title: string) => `Delete the draft "${title}"? This cannot be undone.`,
    action: { value: 'delete', label: 'Delete', variant: 'destructive' },
  },
  submit: {
    title: 'Submit Draft',
    description: (title: string) =>
      `Submit "${title}" for review? Once submitted, it can no longer be edited.`,
    action: { value: 'submit', label: 'Submit', variant: 'accent' },
  },
  discard: {
    title: 'Discard Stored Submission',
    description: (title: string) =>
      `"${title}" has not reached the server. Discard it from this device? This cannot be undone.`,
    action: { value: 'discard', label: 'Discard', variant: 'destructive' },
  },
} as const;

/**
 * Delete, Submit and Discard on My Submissions, each after a confirmation. `confirm(action,
 * record)` asks; render `dialogs`. The mutations report how it went.
 */
export function useDraftActions({
  onCloseAutoFocus,
}: {
  onCloseAutoFocus: (event: Event) => void;
}) {
  const [asking, setAsking] = useState<{ action: DraftAction; record: SubmissionRecord } | null>(
    null,
  );
  const mutations = {
    delete: useDeleteDraft(),
    submit: useSubmitDraft(),
    discard: useDiscardQueued(),
  };

  async function carryOut() {
    if (!asking) return;
    // A refusal is reported by the mutation's toast; the dialog closes either way.
    await mutations[asking.action].mutateAsync(asking.record).catch(() => undefined);
    setAsking(null);
  }

  const dialogs = (Object.keys(questions) as DraftAction[]).map((action) => {
    const question = questions[action];
    const open = asking?.action === action;
    return (
      <ConfirmDialog
        key={action}
        open={open}
        title={question.title}
        description={question.description(open ? asking.record.ideaTitle : '')}
        actions={[question.action]}
        busy={open && mutations[action].isPending ? action : null}
        onAction={() => void carryOut()}
        onCancel={() => setAsking(null)}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    );
  });

  return {
    confirm: (action: DraftAction, record: SubmissionRecord) => setAsking({ action, record }),
    dialogs,
  };
}
