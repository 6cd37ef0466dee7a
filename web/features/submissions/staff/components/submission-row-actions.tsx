import { useRef } from 'react';
import { ClipboardPen, Download, Ellipsis, Eye, FileText, Trash2 } from 'lucide-react';
import { DropdownMenu } from 'radix-ui';
import { Link } from 'react-router';
import type { AdminSubmission } from '#common/staff-submissions';
import { useAgreementDownload } from '#web/components/agreement/download-agreement-button';
import { Button } from '#web/components/ui/button';
import { cn } from '#web/lib/cn';

export type RowAction = 'view' | 'status' | 'delete';

const itemClassName =
  'flex cursor-default items-center gap-2 rounded px-3 py-2 text-sm outline-none select-none data-[highlighted]:bg-brand-900 data-[highlighted]:text-white [&_svg]:size-4 [&_svg]:shrink-0';

type SubmissionRowActionsProps = {
  submission: AdminSubmission;
  /** `trigger` is the row's Actions button, where focus goes back after a dialog. */
  onAction: (action: RowAction, submission: AdminSubmission, trigger: HTMLElement | null) => void;
};

/**
 * A row's actions (spec 01 §2): one menu with View Details, Update Status, the submission's own
 * page, Download Agreement when the idea was sent under one (its progress is told in notices),
 * and Delete. One small button keeps the column narrow, so the title has the row's width.
 */
export function SubmissionRowActions({ submission, onAction }: SubmissionRowActionsProps) {
  const trigger = useRef<HTMLButtonElement>(null);
  // Set when an item opens a dialog: focus then belongs to the dialog, not the menu's trigger.
  const handedOff = useRef(false);
  const title = submission.ideaTitle || 'Untitled idea';
  const agreement = useAgreementDownload({
    agreementId: submission.agreementId,
    missingText: 'submission',
  });
  const select = (action: RowAction) => {
    handedOff.current = true;
    onAction(action, submission, trigger.current);
  };

  return (
    <>
      {/* Not modal: a modal menu closing under a dialog opened from it leaves the page inert. */}
      <DropdownMenu.Root modal={false}>
        <DropdownMenu.Trigger asChild>
          <Button
            ref={trigger}
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={`Actions for “${title}”`}
            title="Actions"
          >
            <Ellipsis aria-hidden="true" />
          </Button>
        </DropdownMenu.Trigger>
        <DropdownMenu.Portal>
          <DropdownMenu.Content
            align="end"
            sideOffset={4}
            onCloseAutoFocus={(event) => {
              if (!handedOff.current) return;
              handedOff.current = false;
              event.preventDefault();
            }}
            className="z-40 min-w-52 rounded-md border border-slate-300 bg-white p-1 text-slate-900 shadow-lg"
          >
            <DropdownMenu.Item className={itemClassName} onSelect={() => select('view')}>
              <Eye aria-hidden="true" />
              View Details
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClassName} onSelect={() => select('status')}>
              <ClipboardPen aria-hidden="true" />
              Update Status
            </DropdownMenu.Item>
            <DropdownMenu.Item className={itemClassName} asChild>
              <Link to={`/admin/submissions/${encodeURIComponent(submission.id)}`}>
                <FileText aria-hidden="true" />
                Open Submission Page
              </Link>
            </DropdownMenu.Item>
            {submission.agreementId && (
              <DropdownMenu.Item
                className={itemClassName}
                disabled={agreement.busy}
                onSelect={agreement.start}
              >
                <Download aria-hidden="true" />
                {agreement.busy ? 'Downloading...' : 'Download Agreement'}
              </DropdownMenu.Item>
            )}
            <DropdownMenu.Separator className="my-1 h-px bg-slate-200" />
            <DropdownMenu.Item
              className={cn(itemClassName, 'text-red-800 data-[highlighted]:bg-red-700')}
              onSelect={() => select('delete')}
            >
              <Trash2 aria-hidden="true" />
              Delete
            </DropdownMenu.Item>
          </DropdownMenu.Content>
        </DropdownMenu.Portal>
      </DropdownMenu.Root>
    </>
  );
}
