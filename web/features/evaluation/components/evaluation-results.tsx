import type { Ref } from 'react';
import type { EvaluationResponse } from '#common/evaluation';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { formatDateTime, utcDateTime } from '#web/lib/dates';
import { recommendationLabel, scoreText } from '../lib/evaluation-labels';

/**
 * The scorecards' results: the weighted average, the spread per criterion and each reviewer's
 * card. A reviewer who has not scored yet sees that the results wait for their own card.
 */
export function EvaluationResults({
  evaluation,
  headingRef,
}: {
  evaluation: EvaluationResponse;
  /** The Scores heading, focusable from script, for the reader to land on once they have scored. */
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { summary, scorecards } = evaluation;
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" ref={headingRef} tabIndex={-1} className="scroll-mt-24 outline-none">
          Scores
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {!evaluation.resultsVisible ? (
          <p className="text-sm text-slate-700">
            Other reviewers&rsquo; scores are shown once you have submitted your own scorecard.
          </p>
        ) : !summary ? (
          <p className="text-sm text-slate-700">No scorecards yet.</p>
        ) : (
          <>
            <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-3">
              <div>
                <dt className="text-slate-700">Weighted average</dt>
                <dd className="text-2xl font-semibold text-brand-900">
                  {scoreText(summary.averageScore)}
                  <span className="text-sm font-normal text-slate-700"> of 5</span>
                </dd>
              </div>
              <div>
                <dt className="text-slate-700">Scorecards</dt>
                <dd className="text-2xl font-semibold text-brand-900">{summary.reviewCount}</dd>
              </div>
              <div>
                <dt className="text-slate-700">Recommendations</dt>
                <dd className="text-slate-900">
                  {Object.entries(summary.recommendations)
                    .map(([value, count]) => `${recommendationLabel(value)} ${count}`)
                    .join(' · ')}
                </dd>
              </div>
            </dl>
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Spread of scores per criterion</caption>
              <thead>
                <tr className="border-b border-slate-200 text-slate-700">
                  <th scope="col" className="py-1.5 font-medium">
                    Criterion
                  </th>
                  <th scope="col" className="py-1.5 font-medium">
                    Mean
                  </th>
                  <th scope="col" className="py-1.5 font-medium">
                    Lowest–highest
                  </th>
                </tr>
              </thead>
              <tbody>
                {summary.spread.map((row) => (
                  <tr key={row.criterionId} className="border-b border-slate-100">
                    <th scope="row" className="py-1.5 font-medium text-slate-900">
                      {row.name}
                    </th>
                    <td className="py-1.5">{scoreText(row.mean)}</td>
                    <td className="py-1.5">
                      {row.min}–{row.max}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <ul className="space-y-3" aria-label="Scorecards">
              {scorecards.map((card) => (
                <li key={card.id} className="rounded-lg border border-slate-200 p-3 text-sm">
                  <details>
                    <summary className="cursor-pointer font-medium text-slate-900">
                      {card.mine ? 'You' : card.reviewerName}: {scoreText(card.weightedScore)},{' '}
                      {recommendationLabel(card.recommendation)}
                      <span className="font-normal text-slate-700">
                        {' '}
                        · {formatDateTime(card.submittedAt)}
                      </span>
                    </summary>
                    <p className="mt-2 text-slate-700">
                      Signed as {card.mine ? 'you' : card.reviewerName},{' '}
                      {utcDateTime(card.submittedAt)}: {card.meaning}
                    </p>
                    <ul className="mt-2 space-y-1">
                      {card.scores.map((score) => (
                        <li key={score.criterionId}>
                          {score.name}: {score.score}
                          {score.weight !== 1 && ` (weight ${score.weight})`}
                          {score.comment && (
                            <span className="block text-slate-700">{score.comment}</span>
                          )}
                        </li>
                      ))}
                    </ul>
                    {card.comment && <p className="mt-2 text-slate-800">{card.comment}</p>}
                  </details>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
