import { useMutation, useQueryClient, type Query } from '@tanstack/react-query';
import {
  inviteCounselContract,
  markDeadlineContract,
  recordFilingContract,
  moveStageContract,
  recordDecisionContract,
  revokeCounselContract,
  shareNoteContract,
  unshareNoteContract,
  writeOpinionContract,
} from '#common/contracts/pipeline';
import type {
  DecisionInput,
  InviteCounselInput,
  MoveStageInput,
  OpinionInput,
  Pipeline,
} from '#common/pipeline';
import type { MarkDeadlineInput } from '#common/docket';
import type { FilingInput } from '#common/filings';
import { uploadAttachment } from '#web/features/submissions';
import { callApi } from '#web/lib/api';
import { adminRoot } from '#web/lib/list/admin-query';
import { notify } from '#web/lib/notify';
import { pipelineKeys } from './keys';

const startsWith = (key: readonly unknown[], prefix: readonly unknown[]) =>
  prefix.every((part, index) => key[index] === part);

/**
 * A change to one idea's pipeline: the answer is the pipeline as it now stands, so it replaces
 * the page's copy at once; the staff lists, the idea's page and its history follow. A refusal
 * (someone else moved it meanwhile) reads the pipeline again, so the page shows where it stands.
 */
function usePipelineChange<V>(
  id: string,
  change: (input: V) => Promise<Pipeline>,
  done?: (input: V) => { title: string; message?: string },
) {
  const queryClient = useQueryClient();
  const idea = pipelineKeys.idea(id);
  return useMutation({
    mutationFn: change,
    onSuccess: (pipeline, input) => {
      queryClient.setQueryData(idea, pipeline);
      void queryClient.invalidateQueries({
        queryKey: adminRoot,
        predicate: (query: Query) => !startsWith(query.queryKey, idea),
      });
      const toast = done?.(input);
      if (toast) notify.success(toast.title, toast.message);
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: idea, exact: true }),
  });
}

/** Moves the idea to its next stage, with the reason. */
export const useMoveStage = (id: string) =>
  usePipelineChange(
    id,
    (input: MoveStageInput) => callApi(moveStageContract, { params: { id }, body: input }),
    () => ({ title: 'Stage Changed' }),
  );

/** Invites an outside patent attorney to the idea; they are mailed. */
export const useInviteCounsel = (id: string) =>
  usePipelineChange(
    id,
    (input: InviteCounselInput) => callApi(inviteCounselContract, { params: { id }, body: input }),
    (input) => ({ title: 'Counsel Invited', message: `${input.email.trim()} has been emailed.` }),
  );

/** Ends an attorney's access to the idea. */
export const useRevokeCounsel = (id: string) =>
  usePipelineChange(
    id,
    (invitationId: string) => callApi(revokeCounselContract, { params: { id, invitationId } }),
    () => ({ title: 'Invitation Revoked' }),
  );

/** Shares an internal note with the idea's counsel, or stops sharing it. */
export const useShareNote = (id: string) =>
  usePipelineChange(
    id,
    ({ messageId, shared }: { messageId: string; shared: boolean }) =>
      shared
        ? callApi(shareNoteContract, { params: { id, messageId }, body: {} })
        : callApi(unshareNoteContract, { params: { id, messageId } }),
    ({ shared }) => ({ title: shared ? 'Note Shared with Counsel' : 'Note No Longer Shared' }),
  );

/** An opinion as the form gives it: the files chosen, not yet uploaded. */
export type OpinionDraft = Omit<OpinionInput, 'attachmentIds'> & { files: readonly File[] };

/** The server's id of each file already uploaded: a signature tried again sends none twice. */
const uploadedIds = new WeakMap<File, string>();

async function uploadOnce(file: File): Promise<string> {
  const known = uploadedIds.get(file);
  if (known) return known;
  const { id } = await uploadAttachment(file, file.name);
  uploadedIds.set(file, id);
  return id;
}

/** Uploads the opinion's files, then signs the opinion naming them. */
async function writeOpinion(id: string, { files, ...opinion }: OpinionDraft): Promise<Pipeline> {
  const attachmentIds = await Promise.all(files.map(uploadOnce));
  return callApi(writeOpinionContract, { params: { id }, body: { ...opinion, attachmentIds } });
}

/** Signs a patentability opinion; it supersedes any earlier one. */
export const useWriteOpinion = (id: string) =>
  usePipelineChange(
    id,
    (draft: OpinionDraft) => writeOpinion(id, draft),
    () => ({ title: 'Opinion Signed' }),
  );

/** Records the signed decision. */
export const useRecordDecision = (id: string) =>
  usePipelineChange(
    id,
    (input: DecisionInput) => callApi(recordDecisionContract, { params: { id }, body: input }),
    () => ({ title: 'Decision Recorded' }),
  );

/** Records an application filed for the idea; its deadlines follow. */
export const useRecordFiling = (id: string) =>
  usePipelineChange(
    id,
    (input: FilingInput) => callApi(recordFilingContract, { params: { id }, body: input }),
    (input) => ({ title: 'Filing Recorded', message: input.applicationNumber.trim() }),
  );

/** Marks one of the idea's deadlines met or not applicable (with the reason), or open again. */
export const useMarkDeadline = (id: string) =>
  usePipelineChange(
    id,
    ({ key, ...input }: MarkDeadlineInput & { key: string }) =>
      callApi(markDeadlineContract, { params: { id, key }, body: input }),
    ({ state }) => ({
      title:
        state === 'open'
          ? 'Deadline Reopened'
          : state === 'met'
            ? 'Deadline Marked Met'
            : 'Deadline Marked Not Applicable',
    }),
  );
