import { useId, type ReactNode } from 'react';
import { Paperclip } from 'lucide-react';
import type { InventionFactsRecord } from '#common/invention-facts';
import type { AdminSubmission } from '#common/staff-submissions';
import { DownloadAttachmentButton } from '#web/features/submissions/components/download-attachment-button';
import { InventionFactsView } from '#web/features/submissions/components/invention-facts-view';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="text-sm font-semibold tracking-wide text-slate-600 uppercase">{title}</h3>
      <div className="mt-2 text-sm text-slate-900">{children}</div>
    </section>
  );
}

/** The invention's facts, a region of the page named by its title. */
function InventionFactsCard({ facts }: { facts: InventionFactsRecord }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>Invention details</CardTitle>
        </CardHeader>
        <CardContent>
          <InventionFactsView facts={facts} heading="h3" />
        </CardContent>
      </Card>
    </section>
  );
}

/**
 * What was submitted and what review said: description, admin notes and the attachment, and
 * the invention's facts under them.
 */
export function SubmissionContent({
  submission,
  facts,
}: {
  submission: AdminSubmission;
  /** The invention's facts, from the idea's page. */
  facts?: InventionFactsRecord | undefined;
}) {
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
          <Section title="Attachment">
            {submission.attachmentName ? (
              <span className="flex flex-wrap items-center gap-3">
                <span className="inline-flex min-w-0 items-center gap-1.5">
                  <Paperclip aria-hidden="true" className="size-4 shrink-0 text-slate-600" />
                  <span className="break-all">{submission.attachmentName}</span>
                </span>
                <DownloadAttachmentButton
                  submissionId={submission.id}
                  fileName={submission.attachmentName}
                />
              </span>
            ) : (
              'No attachment'
            )}
          </Section>
        </CardContent>
      </Card>
      {facts && <InventionFactsCard facts={facts} />}
    </div>
  );
}
