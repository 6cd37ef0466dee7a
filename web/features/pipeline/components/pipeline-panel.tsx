import { useId, useRef, useState, type ReactNode, type Ref } from 'react';
import { useQuery } from '@tanstack/react-query';
import { ArrowRight } from 'lucide-react';
import { pipelineMessages, stageLabels, type Pipeline, type Stage } from '#common/pipeline';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { pipelineQueryOptions } from '../api/pipeline';
import { mayDecide, mayManage, mayOpine } from '../lib/pipeline-text';
import { utcDateTime } from '#web/lib/dates';
import { CounselInvitations } from './counsel-invitations';
import { DecisionClock } from './decision-clock';
import { DeadlineList } from './deadline-list';
import { DecisionView } from './decision-view';
import { FilingList, filingsOpen, noFilingText, RecordFiling } from './filings';
import { MoveStageDialog } from './move-stage-dialog';
import { OpinionList } from './opinion-list';
import { RecordDecision } from './record-decision';
import { StageBadge } from './stage-badge';
import { StageHistory } from './stage-history';
import { WriteOpinion } from './write-opinion';

/** A part of the panel under its own heading. */
function Part({
  title,
  actions,
  headingRef,
  children,
}: {
  title: string;
  actions?: ReactNode;
  /** The heading, for focus to land on when the control that was used is gone. */
  headingRef?: Ref<HTMLHeadingElement>;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3
          id={id}
          ref={headingRef}
          tabIndex={-1}
          className="text-base font-semibold text-brand-900 focus:outline-none"
        >
          {title}
        </h3>
        {actions}
      </div>
      {children}
    </section>
  );
}

/**
 * An idea's patent pipeline on its admin page (ADR 40): its stage and the moves to the next,
 * the decision clock, the stage history, the outside counsel invited, the opinions and the
 * decision. Changes are offered on an approved idea only; the clock shows on every idea.
 */
export function PipelinePanel({
  submissionId,
  askCode = true,
}: {
  submissionId: string;
  /** Whether the reader's account signs with an authenticator code too. */
  askCode?: boolean;
}) {
  const pipeline = useQuery(pipelineQueryOptions(submissionId));
  const headingId = useId();
  return (
    <Card role="region" aria-labelledby={headingId}>
      <CardHeader>
        <CardTitle id={headingId}>Patent pipeline</CardTitle>
        <CardDescription>
          What follows approval: patentability review by outside counsel, the decision, the filings
          and the deadlines they set.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {pipeline.isPending ? (
          <p role="status" className="text-sm text-slate-700">
            Loading the pipeline...
          </p>
        ) : pipeline.data === undefined ? (
          <p role="alert" className="text-sm text-red-800">
            Could not load the pipeline. Please try again.
          </p>
        ) : (
          <PipelineDetails pipeline={pipeline.data} askCode={askCode} />
        )}
      </CardContent>
    </Card>
  );
}

function PipelineDetails({ pipeline, askCode }: { pipeline: Pipeline; askCode: boolean }) {
  const [moving, setMoving] = useState<Stage | null>(null);
  // Focus goes where the change shows once the button that made it is gone.
  const stageLine = useRef<HTMLParagraphElement>(null);
  const decisionHeading = useRef<HTMLHeadingElement>(null);
  const counselHeading = useRef<HTMLHeadingElement>(null);
  const manage = mayManage(pipeline);
  const moves = manage ? pipeline.nextStages : [];
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p
          ref={stageLine}
          tabIndex={-1}
          className="flex flex-wrap items-center gap-2 text-sm text-slate-700 focus:outline-none"
        >
          <span className="font-medium text-slate-900">Stage:</span>
          <StageBadge stage={pipeline.stage} status={pipeline.status} />
          {pipeline.stageChangedAt && (
            <span>
              since{' '}
              <time dateTime={pipeline.stageChangedAt}>{utcDateTime(pipeline.stageChangedAt)}</time>
            </span>
          )}
        </p>
        <DecisionClock clock={pipeline.clock} />
        {moves.length > 0 && (
          <div className="flex flex-wrap gap-2 pt-2">
            {moves.map((stage) => (
              <Button
                key={stage}
                variant={stage === 'closed' ? 'outline' : 'default'}
                onClick={() => setMoving(stage)}
              >
                <ArrowRight aria-hidden="true" />
                Move to {stageLabels[stage]}
              </Button>
            ))}
          </div>
        )}
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Part
            title="Opinions"
            actions={mayOpine(pipeline) && <WriteOpinion pipeline={pipeline} askCode={askCode} />}
          >
            <OpinionList opinions={pipeline.opinions} submissionId={pipeline.submissionId} />
          </Part>
          <Part
            title="Decision"
            headingRef={decisionHeading}
            actions={
              mayDecide(pipeline) && (
                <RecordDecision
                  pipeline={pipeline}
                  askCode={askCode}
                  onRecorded={() => decisionHeading.current?.focus()}
                />
              )
            }
          >
            {pipeline.decision ? (
              <DecisionView decision={pipeline.decision} />
            ) : (
              <p className="text-sm text-slate-700">
                {pipeline.stage === 'decision'
                  ? 'No decision has been recorded yet.'
                  : pipelineMessages.decisionNeedsStage}
              </p>
            )}
          </Part>
          <Part
            title="Filings"
            actions={manage && filingsOpen(pipeline) && <RecordFiling pipeline={pipeline} />}
          >
            {pipeline.filings.length > 0 ? (
              <FilingList filings={pipeline.filings} />
            ) : (
              <p className="text-sm text-slate-700">{noFilingText(pipeline)}</p>
            )}
          </Part>
          <Part title="Docket">
            <DeadlineList pipeline={pipeline} />
          </Part>
        </div>
        <div className="min-w-0 space-y-6">
          <Part title="Outside counsel" headingRef={counselHeading}>
            <CounselInvitations
              submissionId={pipeline.submissionId}
              invitations={pipeline.counsel ?? []}
              canChange={manage}
              onRevoked={() => counselHeading.current?.focus()}
            />
            <p className="text-sm text-slate-700">
              {pipeline.sharedNotes.length === 0
                ? 'No internal note is shared with counsel. Share one from the internal notes below.'
                : pipeline.sharedNotes.length === 1
                  ? 'One internal note is shared with counsel.'
                  : `${pipeline.sharedNotes.length} internal notes are shared with counsel.`}
            </p>
          </Part>
          <Part title="Stage history">
            <StageHistory moves={pipeline.moves} />
          </Part>
        </div>
      </div>

      <MoveStageDialog
        pipeline={pipeline}
        to={moving}
        onClose={() => setMoving(null)}
        onMoved={() => stageLine.current?.focus()}
      />
    </div>
  );
}
