import { ConversationPanel } from '#web/features/conversation';
import { CoInventions } from '#web/features/submissions/inventor';
import { useSubmitter } from './use-submitter';

/**
 * The Co-inventions tab, each sent idea's details with its conversation. Open without a signed
 * agreement too: reading an idea needs none, and attesting it asks for one.
 */
export function CoInventionsPage() {
  const { agreement } = useSubmitter();
  return (
    <CoInventions
      agreementSigned={agreement.state !== 'unsigned'}
      conversation={(submission) => (
        <ConversationPanel audience="inventor" submissionId={submission.id} headingLevel={3} />
      )}
    />
  );
}
