import type { CriteriaResponse } from '#common/evaluation';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { formatDateTime } from '#web/lib/dates';
import { versionText } from '../lib/criteria-form';
import { CriteriaForm } from './criteria-form';

/** Settings' "Scorecard criteria" card: the version in use, what saving means, and the form. */
export function CriteriaSettings({ current }: { current: CriteriaResponse }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle id="criteria-heading">Scorecard criteria</CardTitle>
        <CardDescription>
          Reviewers score each active criterion from 1 to 5; a submission&apos;s score is the
          average weighted by these weights. Saving makes a new version. Changing criteria never
          rewrites submitted scorecards.
        </CardDescription>
        <p className="text-sm font-medium text-slate-900">
          {versionText(current.version, current.savedAt, formatDateTime)}
        </p>
      </CardHeader>
      <CardContent>
        {/* A new version starts the form again from what was saved. */}
        <CriteriaForm key={current.version} current={current} />
      </CardContent>
    </Card>
  );
}
