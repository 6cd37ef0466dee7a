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
import {
  focusOnArrival,
  saveVersion,
  StaleVersionNotice,
  type SaveOutcomes,
} from '#web/components/form/versioned-save';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { NumberInput } from '#web/components/ui/number-input';
import { formatDateTime } from '#web/lib/dates';
import { pipelineSettingsQueryOptions, useSavePipelineSettings } from '../api/pipeline-settings';

const [firstWarning, lastWarning] = decisionWarningDays;

/** Settings' "Decision clock" card, loading its own settings (admins only). */
export function DecisionClockSettings() {
  const settings = useQuery(pipelineSettingsQueryOptions);
  return (
    <LoadedQuery
      query={settings}
      loading="Loading the decision clock..."
      failed="Failed to load the decision clock. Please try again."
    >
      {(current) => <DecisionClockCard current={current} />}
    </LoadedQuery>
  );
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
        {stale && <StaleVersionNotice>{pipelineMessages.settingsChanged}</StaleVersionNotice>}
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
}: SaveOutcomes & { current: PipelineSettings }) {
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
      onSubmit={saveVersion(save.mutateAsync, { onSaved, onStale })}
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
