import { useId, useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Lock, LockOpen } from 'lucide-react';
import {
  liftHoldSchema,
  placeHoldSchema,
  recordsLimits,
  type LegalHold,
  type PlaceHoldInput,
} from '#common/records';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '#web/components/ui/dialog';
import { Textarea } from '#web/components/ui/textarea';
import { legalHoldQueryOptions, useLiftHold, usePlaceHold } from '../api/legal-hold';
import { holdSince } from '../lib/hold-text';

const NOT_HELD =
  'No legal hold. A held idea cannot be deleted by anyone, nor removed by the retention period.';

/**
 * An idea's legal hold on its admin page (ADR 44): none, with "Place legal hold"; or the hold, in
 * amber, with since when, by whom and why, and "Lift legal hold". Both ask for a reason.
 */
export function LegalHoldPanel({ submissionId }: { submissionId: string }) {
  const state = useQuery(legalHoldQueryOptions(submissionId));
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId} className="scroll-mt-24">
      <CardHeader>
        <CardTitle id={headingId}>Legal hold</CardTitle>
      </CardHeader>
      <CardContent>
        {state.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Loading the legal hold...
          </p>
        ) : state.data === undefined ? (
          <div role="alert" className="space-y-2 text-sm text-red-800">
            <p>Could not load the legal hold. Please try again.</p>
            <Button
              variant="outline"
              size="sm"
              aria-disabled={state.isFetching || undefined}
              onClick={() => {
                if (!state.isFetching) void state.refetch();
              }}
            >
              {state.isFetching ? 'Trying again...' : 'Try Again'}
            </Button>
          </div>
        ) : (
          <HoldState submissionId={submissionId} hold={state.data.hold} />
        )}
      </CardContent>
    </Card>
  );
}

function HoldState({ submissionId, hold }: { submissionId: string; hold: LegalHold | null }) {
  const [open, setOpen] = useState(false);
  // Fixed as the dialog opens: the answer changes the hold while the dialog is still closing.
  const [lifting, setLifting] = useState(hold !== null);
  const place = usePlaceHold(submissionId);
  const lift = useLiftHold(submissionId);
  const pending = place.isPending || lift.isPending;
  // Once changed, focus goes to the line that says how the idea now stands.
  const status = useRef<HTMLDivElement>(null);
  const changed = useRef(false);

  return (
    <div className="space-y-4">
      <div ref={status} tabIndex={-1} className="focus:outline-none">
        {hold ? (
          <div className="flex items-start gap-2 rounded-md border-2 border-amber-600 bg-amber-50 p-3 text-sm text-amber-950">
            <Lock aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <div className="min-w-0 space-y-1">
              <p className="wrap-anywhere">
                <strong className="font-semibold">{holdSince(hold)}:</strong> {hold.reason}
              </p>
              <p>Nobody can delete this idea, and the retention period does not remove it.</p>
            </div>
          </div>
        ) : (
          <p className="text-sm text-slate-700">{NOT_HELD}</p>
        )}
      </div>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          // A change under way finishes (and reports) before the dialog may close.
          if (next) setLifting(hold !== null);
          if (next || !pending) setOpen(next);
        }}
      >
        {/* One button, relabelled: focus returns to it when the dialog is cancelled. */}
        <DialogTrigger asChild>
          <Button variant="outline">
            {hold ? <LockOpen aria-hidden="true" /> : <Lock aria-hidden="true" />}
            {hold ? 'Lift legal hold' : 'Place legal hold'}
          </Button>
        </DialogTrigger>
        <DialogContent
          closeLabel={lifting ? 'Close Lift legal hold' : 'Close Place legal hold'}
          onCloseAutoFocus={(event) => {
            if (!changed.current) return;
            changed.current = false;
            event.preventDefault();
            status.current?.focus();
          }}
        >
          <DialogHeader>
            <DialogTitle>{lifting ? 'Lift legal hold' : 'Place legal hold'}</DialogTitle>
            <DialogDescription className="break-words">
              {lifting
                ? 'The idea can then be deleted again, and the retention period applies to it. Say why the hold ends; the reason is kept in the audit trail.'
                : 'While the hold lasts, nobody can delete the idea and the retention period does not remove it. Say why; the reason is shown on this page, with every refused deletion, and kept in the audit trail.'}
            </DialogDescription>
          </DialogHeader>
          {/* Mounted afresh on each opening: the reason starts empty. */}
          {open && (
            <ReasonForm
              lifting={lifting}
              onSave={async (input) => {
                await (lifting ? lift : place).mutateAsync(input);
                changed.current = true;
                setOpen(false);
              }}
            />
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

function ReasonForm({
  lifting,
  onSave,
}: {
  lifting: boolean;
  onSave: (input: PlaceHoldInput) => Promise<void>;
}) {
  const form = useAppForm(lifting ? liftHoldSchema : placeHoldSchema, { reason: '' });
  const saving = form.formState.isSubmitting;
  const { min, max } = recordsLimits.holdReason;
  return (
    <Form
      form={form}
      onSubmit={onSave}
      aria-label={lifting ? 'Lift legal hold' : 'Place legal hold'}
      className="flex flex-col gap-4"
    >
      <FormField<PlaceHoldInput, 'reason'>
        name="reason"
        label="Reason"
        hint={`${min} to ${max} characters.`}
      >
        {(control) => <Textarea {...control} rows={4} maxLength={max} />}
      </FormField>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" aria-disabled={saving || undefined}>
            Cancel
          </Button>
        </DialogClose>
        <SubmitButton pendingLabel={lifting ? 'Lifting...' : 'Placing...'}>
          {lifting ? 'Lift legal hold' : 'Place legal hold'}
        </SubmitButton>
      </DialogFooter>
    </Form>
  );
}
