import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  decisionWarningDays,
  pipelineLimits,
  pipelineMessages,
  pipelineSettingsInputSchema,
  type PipelineSettings,
  type PipelineSettingsInput,
} from '#common/pipeline';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { PageLoading } from '#web/components/layout/page-loading';
import { LoadError } from '#web/components/list/load-error';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { NumberInput } from '#web/components/ui/number-input';
import { hasStatus } from '#web/lib/api';
import { formatDateTime } from '#web/lib/dates';
import { pipelineSettingsQueryOptions, useSavePipelineSettings } from '../api/pipeline-settings';

const focusOnArrival = (element: HTMLElement | null) => element?.focus();

const [firstWarning, lastWarning] = decisionWarningDays;

/** Settings' "Decision clock" card, loading its own settings (admins only). */
export function DecisionClockSettings() {
  const settings = useQuery(pipelineSettingsQueryOptions);
  if (settings.isPending) return <PageLoading label="Loading the decision clock..." />;
  if (settings.data === undefined)
    return (
      <LoadError
        message="Failed to load the decision clock. Please try again."
        onRetry={() => void settings.refetch()}
        retrying={settings.isFetching}
      />
    );
  return <DecisionClockCard current={settings.data} />;
}

/**
 * The target in force and its version. A save brings the focus to the new version's line; a
 * save from an older version shows the newer one, with a notice that takes the focus.
 */
function DecisionClockCard({ current }: { current: PipelineSettings }) {
  const [stale, setStale] = useState(false);
  const [saved, setSaved] = useState(false);
  return (
    <Card role="region" aria-labelledby="decision-clock-heading">
      <CardHeader>
        <CardTitle id="decision-clock-heading">Decision clock</CardTitle>
        <CardDescription>
          How long the company takes to decide whether to file an approved idea. Saving makes a new
          version and moves the due day of every decision still awaited.
        </CardDescription>
        <p
          key={current.version}
          ref={saved ? focusOnArrival : undefined}
          tabIndex={-1}
          className="text-sm font-medium text-slate-900"
        >
          Version {current.version} of the decision clock, saved {formatDateTime(current.savedAt)}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        {stale && (
          <p
            ref={focusOnArrival}
            tabIndex={-1}
            className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
          >
            {pipelineMessages.settingsChanged}
          </p>
        )}
        {/* A new version starts the form again from what was saved. */}
        <DecisionClockForm
          key={current.version}
          current={current}
          onSaved={() => {
            setStale(false);
            setSaved(true);
          }}
          onStale={() => {
            setSaved(false);
            setStale(true);
          }}
        />
      </CardContent>
    </Card>
  );
}

function DecisionClockForm({
  current,
  onSaved,
  onStale,
}: {
  current: PipelineSettings;
  onSaved: () => void;
  onStale: () => void;
}) {
  const save = useSavePipelineSettings();
  const form = useAppForm(pipelineSettingsInputSchema, {
    decisionTargetDays: current.decisionTargetDays,
    basedOn: current.version,
  });
  return (
    <Form
      form={form}
      aria-labelledby="decision-clock-heading"
      className="space-y-4"
      onSubmit={async (values: PipelineSettingsInput) => {
        try {
          await save.mutateAsync(values);
          onSaved();
        } catch (error) {
          if (!hasStatus(error, 409)) throw error;
          onStale();
        }
      }}
    >
      <FormField<PipelineSettingsInput, 'decisionTargetDays'>
        name="decisionTargetDays"
        label="Days from a complete disclosure to the decision"
        hint={`A disclosure is complete once every inventor has confirmed it. Staff are warned ${firstWarning} and ${lastWarning} days before the target.`}
        className="max-w-xl"
      >
        {(control) => (
          <NumberInput
            {...control}
            min={pipelineLimits.targetDays.min}
            max={pipelineLimits.targetDays.max}
            className="w-32"
          />
        )}
      </FormField>
      <SubmitButton pendingLabel="Saving...">Save decision clock</SubmitButton>
    </Form>
  );
}
