import { useState } from 'react';
import { FilePlus2 } from 'lucide-react';
import {
  filingInputSchema,
  filingMessages,
  filingTypeLabels,
  filingTypes,
  jurisdictionLabels,
  jurisdictions,
  type Filing,
  type FilingType,
  type Jurisdiction,
} from '#common/filings';
import { utcDay, type Pipeline } from '#common/pipeline';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { SelectField } from '#web/components/form/select-field';
import type { SelectOption } from '#web/components/ui/admin-select';
import { Button } from '#web/components/ui/button';
import { DialogClose, DialogFooter } from '#web/components/ui/dialog';
import { Input } from '#web/components/ui/input';
import { formatCalendarDate } from '#web/lib/dates';
import { useRecordFiling } from '../api/changes';
import { ideaLine } from '../lib/pipeline-text';
import { utcDateTime } from '#web/lib/dates';
import { ChangeDialog } from './change-dialog';

/** The idea's filings, oldest first: where, what kind, its number, when, and its priority claim. */
export function FilingList({ filings }: { filings: readonly Filing[] }) {
  if (filings.length === 0)
    return <p className="text-sm text-slate-700">No filing has been recorded yet.</p>;
  const byId = new Map(filings.map((filing) => [filing.id, filing]));
  return (
    <ol aria-label="Filings" className="space-y-3">
      {filings.map((filing) => {
        const priority = filing.priorityFilingId ? byId.get(filing.priorityFilingId) : undefined;
        return (
          <li
            key={filing.id}
            className="space-y-1 rounded-lg border border-slate-300 bg-white p-4 text-sm"
          >
            <p className="font-mono font-semibold [overflow-wrap:anywhere] text-brand-900">
              {filing.applicationNumber}
            </p>
            <p className="text-slate-900">
              {jurisdictionLabels[filing.jurisdiction]} · {filingTypeLabels[filing.type]}
            </p>
            <p className="text-slate-700">
              Filed <time dateTime={filing.filedOn}>{formatCalendarDate(filing.filedOn)}</time>
              {priority && (
                <>
                  , claims priority from{' '}
                  <span className="font-mono [overflow-wrap:anywhere]">
                    {priority.applicationNumber}
                  </span>
                </>
              )}
            </p>
            <p className="text-xs text-slate-600">
              Recorded by {filing.recordedBy},{' '}
              <time dateTime={filing.recordedAt}>{utcDateTime(filing.recordedAt)}</time>
            </p>
          </li>
        );
      })}
    </ol>
  );
}

/** Whether filings are recorded for the idea yet: only once the decision is to file. */
export const filingsOpen = (pipeline: Pipeline) => pipeline.decision?.outcome === 'file';

/** What the Filings part says when there is none, or why none can be recorded yet. */
export const noFilingText = (pipeline: Pipeline) =>
  filingsOpen(pipeline) ? 'No filing has been recorded yet.' : filingMessages.needsFileDecision;

const officeOptions: SelectOption<Jurisdiction>[] = jurisdictions.map((value) => ({
  value,
  label: jurisdictionLabels[value],
}));
const typeOptions: SelectOption<FilingType>[] = filingTypes.map((value) => ({
  value,
  label: filingTypeLabels[value],
}));
const NONE = 'none';

/** "Record a filing": where, what kind, the number, the day and any priority claim. */
export function RecordFiling({ pipeline }: { pipeline: Pipeline }) {
  const [open, setOpen] = useState(false);
  const record = useRecordFiling(pipeline.submissionId);
  return (
    <ChangeDialog
      open={open}
      onOpenChange={setOpen}
      pending={record.isPending}
      trigger={
        <Button variant="accent">
          <FilePlus2 aria-hidden="true" />
          Record a filing
        </Button>
      }
      title="Record a filing"
      description={ideaLine(pipeline)}
      className="max-w-xl"
    >
      {open && (
        <FilingForm
          filings={pipeline.filings}
          onSave={async (filing) => {
            await record.mutateAsync(filing);
            setOpen(false);
          }}
        />
      )}
    </ChangeDialog>
  );
}

function FilingForm({
  filings,
  onSave,
}: {
  filings: readonly Filing[];
  onSave: (filing: ReturnType<typeof filingInputSchema.parse>) => Promise<void>;
}) {
  const form = useAppForm(filingInputSchema, {
    jurisdiction: 'US',
    type: 'provisional',
    applicationNumber: '',
    filedOn: utcDay(new Date()),
    priorityFilingId: null,
  });
  const priorityOptions: SelectOption<string>[] = [
    { value: NONE, label: 'None: a first filing' },
    ...filings.map((filing) => ({
      value: filing.id,
      label: `${filing.applicationNumber} (${filing.jurisdiction} ${filingTypeLabels[filing.type]}, filed ${formatCalendarDate(filing.filedOn)})`,
    })),
  ];
  return (
    <Form form={form} onSubmit={onSave} className="flex flex-col gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField name="jurisdiction" label="Office" options={officeOptions} />
        <SelectField name="type" label="Type" options={typeOptions} />
        <FormField
          name="applicationNumber"
          label="Application number"
          hint="As the office gave it, e.g. 63/123,456 or PCT/US2026/012345."
        >
          {(field) => <Input {...field} autoComplete="off" spellCheck={false} maxLength={40} />}
        </FormField>
        <FormField name="filedOn" label="Filing date">
          {(field) => <Input {...field} type="date" />}
        </FormField>
      </div>
      {filings.length > 0 && (
        <SelectField
          name="priorityFilingId"
          label="Claims priority from (optional)"
          hint="An earlier filing of this idea whose date this one claims."
          options={priorityOptions}
          toOption={(value) => value ?? NONE}
          fromOption={(next) => (next === NONE ? null : next)}
        />
      )}
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">Cancel</Button>
        </DialogClose>
        <SubmitButton pendingLabel="Recording...">Record filing</SubmitButton>
      </DialogFooter>
    </Form>
  );
}
