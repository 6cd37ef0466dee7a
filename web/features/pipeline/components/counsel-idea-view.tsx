import { useId, type ReactNode } from 'react';
import type { Pipeline } from '#common/pipeline';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { mayOpine } from '../lib/pipeline-text';
import { CounselDisclosure, CounselProof } from './counsel-disclosure';
import { DeadlineList } from './deadline-list';
import { DecisionClock } from './decision-clock';
import { FilingList, noFilingText } from './filings';
import { OpinionList } from './opinion-list';
import { SharedNotes } from './shared-notes';
import { StageBadge } from './stage-badge';
import { WriteOpinion } from './write-opinion';

function Section({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  actions?: ReactNode;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <Card aria-labelledby={id} role="region">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="space-y-1.5">
          <CardTitle id={id}>{title}</CardTitle>
          {description && <CardDescription>{description}</CardDescription>}
        </div>
        {actions}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/**
 * One idea as its outside counsel read it: where it stands, the disclosure as sent with its
 * proof, the notes staff shared, the opinions and the form to write one.
 */
export function CounselIdeaView({ pipeline, askCode }: { pipeline: Pipeline; askCode: boolean }) {
  return (
    <div className="space-y-6">
      <div className="space-y-2">
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
          <span className="font-mono">{pipeline.reference}</span>
          <StageBadge stage={pipeline.stage} status={pipeline.status} />
        </p>
        <DecisionClock clock={pipeline.clock} />
      </div>
      <div className="grid gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <Section title="Disclosure" description="The idea as it was sent.">
            <CounselDisclosure submissionId={pipeline.submissionId} />
          </Section>
          <Section
            title="Opinions"
            actions={mayOpine(pipeline) && <WriteOpinion pipeline={pipeline} askCode={askCode} />}
          >
            <OpinionList
              opinions={pipeline.opinions}
              submissionId={pipeline.submissionId}
              heading="h3"
            />
          </Section>
          <Section title="Filings" description="The applications filed for this idea.">
            {pipeline.filings.length > 0 ? (
              <FilingList filings={pipeline.filings} />
            ) : (
              <p className="text-sm text-slate-700">{noFilingText(pipeline)}</p>
            )}
          </Section>
          <Section
            title="Docket"
            description="The deadlines the filings and disclosures set, soonest first."
          >
            <DeadlineList pipeline={pipeline} heading="h3" />
          </Section>
        </div>
        <div className="min-w-0 space-y-6">
          <CounselProof submissionId={pipeline.submissionId} />
          <Section title="Notes from the company" description="Notes staff shared with counsel.">
            <SharedNotes notes={pipeline.sharedNotes} />
          </Section>
        </div>
      </div>
    </div>
  );
}
