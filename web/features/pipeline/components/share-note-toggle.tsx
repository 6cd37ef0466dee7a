import { useQuery } from '@tanstack/react-query';
import { Share2 } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { Chip } from '#web/components/ui/chip';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { useShareNote } from '../api/changes';
import { pipelineQueryOptions } from '../api/pipeline';
import { mayManage } from '../lib/pipeline-text';

/**
 * Under an internal note of an approved idea, for admins: whether the idea's outside counsel
 * read it, and the button that shares it with them or stops sharing it. Nothing while the
 * pipeline is unknown.
 */
export function ShareNoteToggle({
  submissionId,
  messageId,
}: {
  submissionId: string;
  messageId: string;
}) {
  const pipeline = useQuery(pipelineQueryOptions(submissionId));
  const share = useShareNote(submissionId);
  if (!pipeline.data || !mayManage(pipeline.data)) return null;
  const shared = pipeline.data.sharedNotes.some((note) => note.id === messageId);
  const busy = share.isPending;

  async function toggle() {
    try {
      await share.mutateAsync({ messageId, shared: !shared });
    } catch (error) {
      notify.error(shared ? 'Note Still Shared' : 'Note Not Shared', errorText(error));
    }
  }

  return (
    <div className="mt-2 flex flex-wrap items-center gap-2">
      {shared && (
        <Chip className="border-sky-300 bg-sky-50 text-sky-900">
          <Share2 aria-hidden="true" className="size-3" />
          Shared with counsel
        </Chip>
      )}
      <Button
        variant="outline"
        size="sm"
        aria-disabled={busy || undefined}
        aria-busy={busy || undefined}
        onClick={() => {
          if (!busy) void toggle();
        }}
      >
        {busy ? 'Saving...' : shared ? 'Stop sharing' : 'Share with counsel'}
      </Button>
    </div>
  );
}
