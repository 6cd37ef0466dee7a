import { useMemo } from 'react';
import { useFormContext } from 'react-hook-form';
import { z } from 'zod';
import {
  SCORE_MAX,
  SCORE_MIN,
  evaluationTexts,
  recommendationLabels,
  submitScorecardSchema,
  type Criterion,
} from '#common/evaluation';
import { recommendations } from '#common/evaluation-shape';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Textarea } from '#web/components/ui/textarea';
import { notify } from '#web/lib/notify';
import { useSubmitScorecard } from '../api/evaluation';
import { DeclineReview } from './decline-review';

const SCORES = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => String(SCORE_MIN + i));

/** The form's rule for the criteria on screen: each scored, a recommendation chosen. */
const scorecardFormSchema = (criteria: Criterion[]) =>
  z.object({
    scores: z.object(
      Object.fromEntries(
        criteria.map((criterion) => [
          criterion.id,
          z
            .string(`Please score ${criterion.name}.`)
            .regex(/^[1-5]$/, `Please score ${criterion.name}.`),
        ]),
      ),
    ),
    comments: z.record(z.string(), submitScorecardSchema.shape.comment.unwrap().unwrap()),
    recommendation: z.enum(recommendations, evaluationTexts.recommendationRequired),
    comment: submitScorecardSchema.shape.comment.unwrap().unwrap(),
  });
type ScorecardValues = z.output<ReturnType<typeof scorecardFormSchema>>;

/** One criterion: a 1–5 choice, its guidance, and an optional comment. */
function CriterionField({ criterion }: { criterion: Criterion }) {
  const { register, formState } = useFormContext<ScorecardValues>();
  const error = formState.errors.scores?.[criterion.id]?.message;
  const guidanceId = `guidance-${criterion.id}`;
  const errorId = `missing-${criterion.id}`;
  return (
    <fieldset
      className="space-y-2 rounded-lg border border-slate-200 p-3"
      aria-describedby={
        [criterion.guidance && guidanceId, error && errorId].filter(Boolean).join(' ') || undefined
      }
    >
      <legend className="px-1 text-sm font-semibold text-slate-900">
        {criterion.name}
        {criterion.weight !== 1 && (
          <span className="font-normal text-slate-700"> (weight {criterion.weight})</span>
        )}
      </legend>
      {criterion.guidance && (
        <p id={guidanceId} className="text-sm text-slate-700">
          {criterion.guidance}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {SCORES.map((value) => (
          <label key={value} className="flex items-center gap-1.5 text-sm text-slate-900">
            <input
              type="radio"
              value={value}
              className="size-4"
              {...register(`scores.${criterion.id}`)}
            />
            {value}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-800">
          {error}
        </p>
      )}
      <FormField
        name={`comments.${criterion.id}`}
        label={`Comment on ${criterion.name} (optional)`}
      >
        {(control) => (
          <Textarea {...control} value={control.value ?? ''} rows={2} maxLength={2000} />
        )}
      </FormField>
    </fieldset>
  );
}

/**
 * The reviewer's scorecard: every active criterion scored 1–5, a recommendation and optional
 * comments. Final once sent; other reviewers' scores show only after it (blind scoring).
 */
export function ScorecardForm({
  submissionId,
  criteria,
  version,
}: {
  submissionId: string;
  criteria: Criterion[];
  version: number;
}) {
  const submit = useSubmitScorecard(submissionId);
  const schema = useMemo(() => scorecardFormSchema(criteria), [criteria]);
  const form = useAppForm(schema, {
    scores: {},
    comments: {},
    recommendation: undefined,
    comment: '',
  });
  const recommendationError = form.formState.errors.recommendation?.message;

  async function send(values: ScorecardValues) {
    await submit.mutateAsync({
      criteriaVersion: version,
      scores: criteria.map((criterion) => ({
        criterionId: criterion.id,
        score: Number(values.scores[criterion.id]),
        comment: values.comments[criterion.id] || null,
      })),
      recommendation: values.recommendation,
      comment: values.comment || null,
    });
    notify.success('Scorecard Submitted', 'The other reviewers\u2019 scores are now shown.');
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Your scorecard</CardTitle>
        <CardDescription>
          Score each criterion from 1 (weak) to 5 (strong). Other reviewers&rsquo; scores stay
          hidden until you submit yours, and a submitted scorecard cannot be changed.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form form={form} onSubmit={send} className="space-y-4" aria-label="Your scorecard">
          {criteria.map((criterion) => (
            <CriterionField key={criterion.id} criterion={criterion} />
          ))}
          <fieldset aria-describedby={recommendationError ? 'recommendation-error' : undefined}>
            <legend className="text-sm font-semibold text-slate-900">Recommendation</legend>
            <div className="mt-1.5 flex flex-wrap gap-4">
              {recommendations.map((value) => (
                <label key={value} className="flex items-center gap-1.5 text-sm text-slate-900">
                  <input
                    type="radio"
                    value={value}
                    className="size-4"
                    {...form.register('recommendation')}
                  />
                  {recommendationLabels[value]}
                </label>
              ))}
            </div>
            {recommendationError && (
              <p id="recommendation-error" className="mt-1 text-sm text-red-800">
                {recommendationError}
              </p>
            )}
          </fieldset>
          <FormField name="comment" label="Overall comment (optional)">
            {(control) => <Textarea {...control} rows={3} maxLength={2000} />}
          </FormField>
          <div className="flex flex-wrap gap-2">
            <SubmitButton pendingLabel="Submitting...">Submit Scorecard</SubmitButton>
            <DeclineReview submissionId={submissionId} />
          </div>
        </Form>
      </CardContent>
    </Card>
  );
}
