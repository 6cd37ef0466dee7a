import type { MouseEvent } from 'react';
import { CloudUpload, Eye, PenLine, RotateCcw, Send, Trash2, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '#web/components/ui/button';
import type { DraftAction } from '../hooks/use-draft-actions';
import type { Row } from '../lib/rows';

/** A row's action button; its accessible name also says which idea it acts on. */
function RowAction({
  icon: Icon,
  label,
  about,
  variant = 'outline',
  ...props
}: Omit<ButtonProps, 'children' | 'size'> & { icon: LucideIcon; label: string; about: string }) {
  return (
    <Button variant={variant} size="sm" {...props}>
      <Icon aria-hidden="true" />
      {label}
      <span className="sr-only">{` ${about}`}</span>
    </Button>
  );
}

export type RowHandlers = {
  /** Each opens a dialog; the pressed button is passed so focus can come back to it. */
  confirm: (action: DraftAction, row: Row, opener: HTMLElement) => void;
  view: (row: Row, opener: HTMLElement) => void;
  resubmit: (row: Row, opener: HTMLElement) => void;
  sendNow: (row: Row) => void;
  /** The stored idea being sent now, if any. */
  sending: string | null;
};

/**
 * What can be done with a row (spec 02 §2): a draft is edited, deleted or submitted; a sent
 * idea viewed or resubmitted; an idea stored on this device viewed, sent now or discarded.
 */
export function SubmissionRowActions({ row, handlers }: { row: Row; handlers: RowHandlers }) {
  const { record } = row;
  const title = record.ideaTitle || 'Untitled idea';
  const opening = (open: (opener: HTMLElement) => void) => (event: MouseEvent<HTMLButtonElement>) =>
    open(event.currentTarget);
  const isDraft = row.kind === 'server' && record.status === 'draft';

  return (
    <div className="flex flex-wrap gap-2 sm:flex-nowrap">
      {isDraft && (
        <>
          <Button asChild variant="outline" size="sm">
            <Link to={`/user-dashboard/submit-idea?edit=${encodeURIComponent(record.id)}`}>
              <PenLine aria-hidden="true" />
              Edit<span className="sr-only">{` draft "${title}"`}</span>
            </Link>
          </Button>
          <RowAction
            icon={Trash2}
            label="Delete"
            about={`draft "${title}"`}
            onClick={opening((opener) => handlers.confirm('delete', row, opener))}
          />
          <RowAction
            icon={Send}
            label="Submit"
            about={`draft "${title}"`}
            variant="default"
            onClick={opening((opener) => handlers.confirm('submit', row, opener))}
          />
        </>
      )}
      {!isDraft && (
        <RowAction
          icon={Eye}
          label="View"
          about={`"${title}"`}
          onClick={opening((opener) => handlers.view(row, opener))}
        />
      )}
      {row.kind === 'server' && !isDraft && (
        <RowAction
          icon={RotateCcw}
          label="Resubmit"
          about={`"${title}"`}
          onClick={opening((opener) => handlers.resubmit(row, opener))}
        />
      )}
      {row.kind === 'local' && (
        <>
          <RowAction
            icon={CloudUpload}
            label={handlers.sending === record.id ? 'Sending...' : 'Send Now'}
            about={`"${title}"`}
            variant="default"
            aria-disabled={handlers.sending !== null || undefined}
            aria-busy={handlers.sending === record.id || undefined}
            onClick={() => {
              if (handlers.sending === null) handlers.sendNow(row);
            }}
          />
          <RowAction
            icon={Trash2}
            label="Discard"
            about={`"${title}"`}
            onClick={opening((opener) => handlers.confirm('discard', row, opener))}
          />
        </>
      )}
    </div>
  );
}
