import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import type { Viewpoint } from '#common/access';
import { stageLabels } from '#common/pipeline';
import { shownDate, submissionReference, type SubmissionRecord } from '#common/submissions';
import { formatCalendarDate, formatDateTime, relativeTime } from '#web/lib/dates';
import { Button } from '#web/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#web/components/ui/dialog';
import { Detail, DetailsSection } from './detail';
import { IdeaFilesList } from './idea-files-list';
import { ideaFiles } from './idea-files';
import { InventionFactsView } from './invention-facts-view';
import { InventorStateBadge } from './inventor-state-badge';
import { InventorsConfirmed } from './inventors-confirmed';
import { InventorsView } from './inventors-view';
import { StatusBadge } from './status-badge';

type SubmissionDetailsDialogProps = {
  /** The submission shown; the dialog is closed while there is none. */
  submission: SubmissionRecord | null;
  onOpenChange: (open: boolean) => void;
  /**
   * Whether the files can be downloaded from the server (not for an idea still waiting in this
   * browser). Defaults to whether it has any.
   */
  canDownload?: boolean;
  /** A line about the files, e.g. that they wait on this device. */
  attachmentNote?: ReactNode;
  /** Something to say above the details (e.g. why a stored idea has not been sent). */
  notice?: ReactNode;
  /**
   * The admin view's 'Update Status' button: shown when given, enabled only when `enabled`.
   */
  updateStatus?: { onClick: () => void; enabled: boolean; label?: string };
  /** Whose words the status is shown in; staff see 'Pending'. */
  view?: Viewpoint;
  onCloseAutoFocus?: (event: Event) => void;
  /** Extra buttons beside Close (e.g. Resubmit). */
  actions?: ReactNode;
  /**
   * A sent idea's conversation and proof. With them the dialog has three tabs (Details,
   * Conversation, Proof) and opens on `opensOn`: the conversation when a reply is awaited.
   */
  sections?: SubmissionSections;
};

export interface SubmissionSections {
  conversation: ReactNode;
  proof: ReactNode;
  opensOn: 'details' | 'conversation';
  /** Said on the Conversation tab, e.g. that a reply is awaited. */
  conversationBadge?: string | null;
}

/**
 * The shared submission details dialog (spec 02 §2): title, when it was submitted, who sent
 * it, status, date, description, admin notes and the idea's files, each with its own Download
 * button. Used by My Submissions, Co-inventions and the admin pages.
 */
export function SubmissionDetailsDialog({
  submission,
  onOpenChange,
  canDownload,
  attachmentNote,
  notice,
  updateStatus,
  view,
  onCloseAutoFocus,
  actions,
  sections,
}: SubmissionDetailsDialogProps) {
  return (
    <Dialog open={submission !== null} onOpenChange={onOpenChange}>
      <DialogContent
        className="max-w-2xl"
        closeLabel="Close submission details"
        onCloseAutoFocus={onCloseAutoFocus}
      >
        {submission && (
          <Details
            submission={submission}
            canDownload={canDownload ?? ideaFiles(submission).length > 0}
            attachmentNote={attachmentNote}
            notice={notice}
            updateStatus={updateStatus}
            view={view}
            actions={actions}
            sections={sections}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function Details({
  submission,
  canDownload,
  attachmentNote,
  notice,
  updateStatus,
  view,
  actions,
  sections,
}: Omit<SubmissionDetailsDialogProps, 'submission' | 'onOpenChange' | 'onCloseAutoFocus'> & {
  submission: SubmissionRecord;
}) {
  const date = shownDate(submission);
  const ago = relativeTime(date.at);
  const submitter = submission.fullName?.trim() || null;
  const contact = submission.email?.trim() || submission.userId;
  const files = ideaFiles(submission);
  const facts = (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term="Submitted by">
          {submitter && <span className="block font-medium">{submitter}</span>}
          <span className={submitter ? 'text-slate-700' : undefined}>{contact}</span>
        </Detail>
        <Detail term="Job title">{submission.jobTitle?.trim() || 'Not given'}</Detail>
        {/* As the idea's mails and disclosure.pdf name it. */}
        <Detail term="Reference">
          <span className="font-mono">{submissionReference(submission.id)}</span>
        </Detail>
        <Detail term="Status">
          <span className="flex flex-wrap items-center gap-1.5">
            <StatusBadge status={submission.status} view={view} />
            <InventorStateBadge state={submission.inventorState} view={view ?? 'inventor'} />
            <InventorsConfirmed
              inventorCount={submission.inventorCount}
              confirmedCount={submission.confirmedCount}
            />
          </span>
          <PatentStage pipeline={submission.pipeline} />
        </Detail>
        <Detail term={date.label}>
          {date.at ? <time dateTime={date.at}>{formatDateTime(date.at)}</time> : 'Not recorded'}
        </Detail>
        <Detail term="Description" wide>
          <span className="block whitespace-pre-wrap">
            {submission.ideaDescription || 'No description.'}
          </span>
        </Detail>
        <Detail term="Admin notes" wide>
          <span className="block whitespace-pre-wrap">
            {submission.adminNotes?.trim() || 'No notes yet.'}
          </span>
        </Detail>
        <Detail term="Attachments" wide>
          <IdeaFilesList submissionId={submission.id} files={files} canDownload={canDownload} />
          {attachmentNote && (
            <span className="mt-1 block text-sm text-slate-700">{attachmentNote}</span>
          )}
        </Detail>
      </dl>
      {/* Given with one idea, not in lists; a sole inventor is the submitter named above. */}
      {submission.inventors && submission.inventors.coInventors.length > 0 && (
        <DetailsSection title="Inventors">
          <InventorsView
            inventors={submission.inventors}
            submitter={submitter ?? contact}
            submittedAt={submission.submittedAt}
          />
        </DetailsSection>
      )}
      <DetailsSection title="Invention details">
        <InventionFactsView
          facts={submission.facts}
          heading="h4"
          files={{ submissionId: submission.id, list: files, canDownload }}
        />
      </DetailsSection>
    </div>
  );
  return (
    <>
      <DialogHeader>
        <DialogTitle className="break-words">{submission.ideaTitle || 'Untitled idea'}</DialogTitle>
        <DialogDescription>{ago ? `${date.label} ${ago}` : 'Submission details'}</DialogDescription>
      </DialogHeader>
      {notice}
      {sections ? <SectionTabs sections={sections}>{facts}</SectionTabs> : facts}
      <DialogFooter className="pt-2">
        {actions}
        {updateStatus && (
          <Button variant="outline" disabled={!updateStatus.enabled} onClick={updateStatus.onClick}>
            {updateStatus.label ?? 'Update Status'}
          </Button>
        )}
        <DialogClose asChild>
          <Button>Close</Button>
        </DialogClose>
      </DialogFooter>
    </>
  );
}

/** Where an approved idea is in the patent pipeline, as its inventors see it: nothing more. */
function PatentStage({ pipeline }: { pipeline: SubmissionRecord['pipeline'] }) {
  if (!pipeline?.stage) return null;
  return (
    <>
      <span className="mt-1.5 block">Patent stage: {stageLabels[pipeline.stage]}</span>
      {pipeline.expectedOn && (
        <span className="block">
          Decision expected by{' '}
          <time dateTime={pipeline.expectedOn}>{formatCalendarDate(pipeline.expectedOn)}</time>
        </span>
      )}
    </>
  );
}

const tabClass =
  'inline-flex min-h-10 flex-1 items-center justify-center gap-2 sm:flex-none rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm';

/**
 * The sent idea's three parts as tabs, so what needs the person (a question awaiting their
 * reply) is on the first screen, not under the proof. Arrow keys move between the tabs.
 */
function SectionTabs({
  sections,
  children,
}: {
  sections: SubmissionSections;
  children: ReactNode;
}) {
  return (
    <Tabs.Root defaultValue={sections.opensOn} className="flex flex-col gap-4">
      <Tabs.List
        aria-label="Submission sections"
        className="flex w-full gap-1 rounded-lg bg-slate-100 p-1 sm:w-auto sm:self-start"
      >
        <Tabs.Trigger value="details" className={tabClass}>
          Details
        </Tabs.Trigger>
        <Tabs.Trigger value="conversation" className={tabClass}>
          Conversation
          {sections.conversationBadge && (
            <>
              {/* On a phone the three tabs share one line: a dot there, the words from sm up. */}
              <span aria-hidden="true" className="size-2 rounded-full bg-amber-500 sm:hidden" />
              <span className="sr-only rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 sm:not-sr-only">
                {sections.conversationBadge}
              </span>
            </>
          )}
        </Tabs.Trigger>
        <Tabs.Trigger value="proof" className={tabClass}>
          Proof
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="details">{children}</Tabs.Content>
      <Tabs.Content value="conversation">{sections.conversation}</Tabs.Content>
      <Tabs.Content value="proof">{sections.proof}</Tabs.Content>
    </Tabs.Root>
  );
}
