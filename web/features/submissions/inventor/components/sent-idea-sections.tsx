import type { ReactNode } from 'react';
import type { SubmissionRecord } from '#common/submissions';
import { ProofOfDisclosure } from '#web/features/proof';
import type { SubmissionSections } from '#web/features/submissions/components/submission-details-dialog';
import { submissionKeys } from '../api/submissions';

/**
 * A sent idea's conversation and proof, as its inventors read them (its submitter in My
 * Submissions, a co-inventor in Co-inventions), opening on the conversation when it needs the
 * person: a reply is awaited, a message is unread, or they came from a message notice.
 */
export function sentIdeaSections(
  record: SubmissionRecord,
  {
    conversation,
    unread,
    fromLink,
  }: { conversation: ReactNode; unread: number; fromLink: boolean },
): SubmissionSections {
  const awaited = record.inventorState === 'awaiting_inventor';
  return {
    conversation,
    proof: (
      <ProofOfDisclosure
        audience="inventor"
        id={record.id}
        ideaKey={submissionKeys.detail(record.id)}
      />
    ),
    opensOn: awaited || unread > 0 || fromLink ? 'conversation' : 'details',
    conversationBadge: awaited ? 'Reply needed' : unread > 0 ? `${unread} new` : null,
  };
}
