import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import {
  SCORE_MAX,
  SCORE_MIN,
  evaluationTexts,
  recommendationLabels,
  scorecardMeaning,
  submitScorecardSchema,
  type Criterion,
} from '#common/evaluation';
import { passwordSignature } from '#common/auth/signing';
import { recommendations } from '#common/evaluation-shape';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { RadioGroupField } from '#web/components/form/radio-group-field';
import { SignatureFields } from '#web/components/form/signature-fields';
import type { SigningProof } from '#web/components/form/signature-proof';
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
    password: passwordSignature.password,
    code: z.string(),
  });
type ScorecardValues = z.output<ReturnType<typeof scorecardFormSchema>>;

const scoreOptions = SCORES.map((value) => ({ value, label: value }));
const recommendationOptions = recommendations.map((value) => ({
  value,
  label: recommendationLabels[value],
}));

/** One criterion: a 1–5 choice, its guidance, and an optional comment. */
function CriterionField({ criterion }: { criterion: Criterion }) {
  return (
    <RadioGroupField<ScorecardValues>
      name={`scores.${criterion.id}`}
      legend={
        <>
          {criterion.name}
          {criterion.weight !== 1 && (
            <span className="font-normal text-slate-700"> (weight {criterion.weight})</span>
          )}
        </>
      }
      description={criterion.guidance || undefined}
      options={scoreOptions}
      className="rounded-lg border border-slate-200 p-3"
    >
      <FormField
        name={`comments.${criterion.id}`}
        label={`Comment on ${criterion.name} (optional)`}
      >
        {(control) => (
          <Textarea {...control} value={control.value ?? ''} rows={2} maxLength={2000} />
        )}
      </FormField>
    </RadioGroupField>
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
    comments: Object.fromEntries(criteria.map((criterion) => [criterion.id, ''])),
    recommendation: undefined,
    comment: '',
    password: '',
    code: '',
  });
  const recommendation = useWatch({ control: form.control, name: 'recommendation' });

  /** Sends the scorecard, signed with the password and code or with a passkey. */
  async function send(values: ScorecardValues, proof: SigningProof) {
    await submit.mutateAsync({
      criteriaVersion: version,
      scores: criteria.map((criterion) => ({
        criterionId: criterion.id,
        score: Number(values.scores[criterion.id]),
        comment: values.comments[criterion.id] || null,
      })),
      recommendation: values.recommendation,
      comment: values.comment || null,
      ...proof,
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
        <Form
          form={form}
          onSubmit={(values) =>
            send(values, { password: values.password, code: values.code.trim() })
          }
          className="space-y-4"
          aria-label="Your scorecard"
        >
          {criteria.map((criterion) => (
            <CriterionField key={criterion.id} criterion={criterion} />
          ))}
          <RadioGroupField<ScorecardValues>
            name="recommendation"
            legend="Recommendation"
            options={recommendationOptions}
          />
          <FormField name="comment" label="Overall comment (optional)">
            {(control) => <Textarea {...control} rows={3} maxLength={2000} />}
          </FormField>
          <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
            <p className="text-sm text-slate-700">
              Submitting signs your scorecard, with your name and the time (UTC):{' '}
              <strong className="text-slate-900">
                {recommendation
                  ? scorecardMeaning(recommendation)
                  : 'choose a recommendation to see what you sign.'}
              </strong>
            </p>
            <SignatureFields
              code="asked"
              onPasskey={(passkey) => send(form.getValues(), { passkey })}
            />
          </div>
          <SubmitButton pendingLabel="Submitting...">Submit Scorecard</SubmitButton>
        </Form>
        {/* Outside the scorecard's form: declining neither sends nor checks the scores. */}
        <div className="mt-6 flex flex-wrap items-center gap-x-3 gap-y-2 border-t border-slate-200 pt-4">
          <p className="text-sm text-slate-700">Cannot review this idea?</p>
          <DeclineReview submissionId={submissionId} />
        </div>
      </CardContent>
    </Card>
  );
}
