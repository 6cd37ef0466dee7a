import { useId, type ReactNode } from 'react';
import { ShieldAlert } from 'lucide-react';
import type { InventionFactsRecord } from '#common/invention-facts';
import type { AdminSubmission } from '#common/staff-submissions';
import { ideaFiles, type ShownFile } from '#web/features/submissions/components/idea-files';
import { IdeaFilesList } from '#web/features/submissions/components/idea-files-list';
import {
  InventionFactsView,
  type FactsFiles,
} from '#web/features/submissions/components/invention-facts-view';
import { phiKindsText } from '#web/features/submissions/staff/lib/phi-check';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-2 text-sm text-slate-900">{children}</div>
    </section>
  );
}

/** What the PHI guard read in a file, beside it: the check's card says the same of the idea. */
function phiNote(file: ShownFile): ReactNode {
  if (file.phi.length === 0) return null;
  return (
    <span className="inline-flex items-start gap-1 font-medium text-amber-950">
      <ShieldAlert aria-hidden="true" className="mt-px size-3.5 shrink-0" />
      <span className="min-w-0">{`Patient identifiers found: ${phiKindsText(file.phi)}`}</span>
    </span>
  );
}

/** The invention's facts, a region of the page named by its title. */
function InventionFactsCard({ facts, files }: { facts: InventionFactsRecord; files: FactsFiles }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>Invention details</CardTitle>
        </CardHeader>
        <CardContent>
          <InventionFactsView facts={facts} heading="h3" files={files} />
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * What was submitted and what review said: description, admin notes and the idea's files (each
 * to download, with what the PHI guard read in it), and the invention's facts under them.
 */
export function SubmissionContent({
  submission,
  facts,
}: {
  submission: AdminSubmission;
  /** The invention's facts, from the idea's page. */
  facts?: InventionFactsRecord | undefined;
}) {
  const files = ideaFiles(submission);
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Idea</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <Section title="Description">
            <p className="break-words whitespace-pre-wrap">
              {submission.ideaDescription || 'No description.'}
            </p>
          </Section>
          <Section title="Admin notes">
            <p className="break-words whitespace-pre-wrap">
              {submission.adminNotes?.trim() || 'No notes yet.'}
            </p>
          </Section>
          <Section title="Attachments">
            <IdeaFilesList submissionId={submission.id} files={files} fileNote={phiNote} />
          </Section>
        </CardContent>
      </Card>
      {facts && (
        <InventionFactsCard facts={facts} files={{ submissionId: submission.id, list: files }} />
      )}
    </div>
  );
}
