import { useId, useRef, useState, type ReactNode } from 'react';
import { Check, RotateCcw } from 'lucide-react';
import { markDeadlineSchema, type Deadline } from '#common/docket';
import { pipelineLimits, type Pipeline } from '#common/pipeline';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { cn } from '#web/lib/cn';
import { formatCalendarDate } from '#web/lib/dates';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { useMarkDeadline } from '../api/changes';
import {
  daysLeftText,
  daysUntil,
  deadlineTone,
  markedText,
  soonestFirst,
} from '../lib/docket-text';
import { ideaLine } from '../lib/pipeline-text';
import { utcDateTime } from '#web/lib/dates';
import { ChangeDialog, useFocusAfterChange } from './change-dialog';
import { DeadlineStateBadge } from './deadline-state-badge';

export const toneClass = {
  calm: 'text-slate-800',
  soon: 'text-amber-900',
  overdue: 'text-red-800',
} as const;

/**
 * The idea's docketed deadlines, soonest first: each with its day, how far off it is, what it
 * is computed from and by which rule, and its state. Admins mark one met or not applicable (with
 * the reason), or open again; focus then stays on the deadline, whose buttons have changed.
 */
export function DeadlineList({
  pipeline,
  heading = 'h4',
}: {
  pipeline: Pipeline;
  /** Each deadline's heading, one level under the section's. */
  heading?: 'h3' | 'h4';
}) {
  const items = useRef(new Map<string, HTMLElement>());
  const [notApplicable, setNotApplicable] = useState<Deadline | null>(null);
  const mark = useMarkDeadline(pipeline.submissionId);
  const focusDeadline = (key: string) => items.current.get(key)?.focus();
  // The deadline marked in the dialog, for focus to return to once its button is gone.
  const markedKey = useRef<string | null>(null);
  const focus = useFocusAfterChange(() => {
    if (markedKey.current) focusDeadline(markedKey.current);
  });
  const canMark = pipeline.may.manage;

  async function change(deadline: Deadline, state: 'met' | 'open') {
    if (mark.isPending) return;
    try {
      await mark.mutateAsync({ key: deadline.key, state, reason: '' });
      focusDeadline(deadline.key);
    } catch (error) {
      notify.error('Deadline Not Changed', errorText(error));
    }
  }

  if (pipeline.deadlines.length === 0)
    return (
      <p className="text-sm text-slate-700">
        No deadline yet: filings and the bar dates of planned or past disclosures set them.
      </p>
    );
  return (
    <>
      <ol aria-label="Deadlines" className="space-y-3">
        {soonestFirst(pipeline.deadlines).map((deadline) => (
          <DeadlineItem
            key={deadline.key}
            deadline={deadline}
            heading={heading}
            itemRef={(element) => {
              if (element) items.current.set(deadline.key, element);
              else items.current.delete(deadline.key);
            }}
          >
            {canMark && (deadline.state === 'open' || deadline.markedBy) && (
              <div className="flex flex-wrap gap-2 pt-1">
                {deadline.state === 'open' ? (
                  <>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Mark met: ${deadline.label}, due ${formatCalendarDate(deadline.dueOn)}`}
                      aria-disabled={mark.isPending || undefined}
                      onClick={() => void change(deadline, 'met')}
                    >
                      <Check aria-hidden="true" />
                      Mark met
                    </Button>
                    <Button
                      variant="outline"
                      size="sm"
                      aria-label={`Not applicable: ${deadline.label}, due ${formatCalendarDate(deadline.dueOn)}`}
                      aria-disabled={mark.isPending || undefined}
                      onClick={() => !mark.isPending && setNotApplicable(deadline)}
                    >
                      Not applicable…
                    </Button>
                  </>
                ) : (
                  <Button
                    variant="outline"
                    size="sm"
                    aria-label={`Reopen: ${deadline.label}, due ${formatCalendarDate(deadline.dueOn)}`}
                    aria-disabled={mark.isPending || undefined}
                    onClick={() => void change(deadline, 'open')}
                  >
                    <RotateCcw aria-hidden="true" />
                    Reopen
                  </Button>
                )}
              </div>
            )}
          </DeadlineItem>
        ))}
      </ol>
      {canMark && (
        <ChangeDialog
          open={notApplicable !== null}
          onOpenChange={(open) => {
            if (!open) setNotApplicable(null);
          }}
          pending={mark.isPending}
          title="Not applicable"
          closeLabel="Close Not applicable"
          description={
            notApplicable &&
            `${notApplicable.label}, due ${formatCalendarDate(notApplicable.dueOn)}. ${ideaLine(pipeline)}`
          }
          onCloseAutoFocus={focus.onCloseAutoFocus}
        >
          {notApplicable && (
            <ReasonForm
              key={notApplicable.key}
              onSave={async (reason) => {
                await mark.mutateAsync({ key: notApplicable.key, state: 'not_applicable', reason });
                markedKey.current = notApplicable.key;
                focus.changed();
                setNotApplicable(null);
              }}
            />
          )}
        </ChangeDialog>
      )}
    </>
  );
}

function DeadlineItem({
  deadline,
  heading: Heading,
  itemRef,
  children,
}: {
  deadline: Deadline;
  heading: 'h3' | 'h4';
  itemRef: (element: HTMLElement | null) => void;
  children?: ReactNode;
}) {
  const headingId = useId();
  const days = daysUntil(deadline.dueOn);
  const marked = markedText(deadline);
  return (
    <li>
      <article
        ref={itemRef}
        tabIndex={-1}
        aria-labelledby={headingId}
        className={cn(
          'space-y-1.5 rounded-lg border p-4 text-sm focus:outline-2 focus:outline-offset-2 focus:outline-brand-600',
          deadline.state === 'open' ? 'border-slate-300 bg-white' : 'border-slate-200 bg-slate-50',
        )}
      >
        <header className="flex flex-wrap items-center gap-2">
          <Heading id={headingId} className="text-base font-semibold text-brand-900">
            {deadline.label}
          </Heading>
          <DeadlineStateBadge state={deadline.state} />
        </header>
        <p className="flex flex-wrap gap-x-1.5">
          <span className="font-medium text-slate-900">
            Due <time dateTime={deadline.dueOn}>{formatCalendarDate(deadline.dueOn)}</time>
          </span>
          {deadline.state === 'open' && (
            <span className={cn('font-medium', toneClass[deadlineTone(deadline, days)])}>
              ({daysLeftText(days)})
            </span>
          )}
        </p>
        <p className="break-words text-slate-800">{deadline.basis}</p>
        <p className="text-xs text-slate-600">{deadline.source}</p>
        {deadline.coveredBy && (
          <p className="break-words text-slate-800">Covered by {deadline.coveredBy}</p>
        )}
        {marked && (
          <p className="text-slate-700">
            {marked}
            {deadline.markedAt && (
              <>
                , <time dateTime={deadline.markedAt}>{utcDateTime(deadline.markedAt)}</time>
              </>
            )}
          </p>
        )}
        {deadline.reason && (
          <p className="break-words whitespace-pre-wrap text-slate-900">
            <span className="font-medium">Reason: </span>
            {deadline.reason}
          </p>
        )}
        {children}
      </article>
    </li>
  );
}

const reasonSchema = markDeadlineSchema;

function ReasonForm({ onSave }: { onSave: (reason: string) => Promise<void> }) {
  const form = useAppForm(reasonSchema, { state: 'not_applicable', reason: '' });
  return (
    <Form form={form} onSubmit={({ reason }) => onSave(reason)} className="flex flex-col gap-4">
      <FormField
        name="reason"
        label="Why it does not apply"
        hint="Kept with the deadline on the docket."
      >
        {({ value, ...field }) => (
          <Textarea {...field} value={value ?? ''} rows={4} maxLength={pipelineLimits.reason} />
        )}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pendingLabel="Saving...">Mark not applicable</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
