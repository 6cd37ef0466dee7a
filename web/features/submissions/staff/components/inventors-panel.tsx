import { useId, type ReactNode } from 'react';
import { Send } from 'lucide-react';
import { confirmedLabel, type CoInventorRecord, type InventorsRecord } from '#common/co-inventors';
import type { AdminSubmission } from '#common/staff-submissions';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { Chip } from '#web/components/ui/chip';
import { answerLooks } from '#web/features/submissions/lib/answer-looks';
import { useResendInvitation } from '#web/features/submissions/staff/api/co-inventor-invitations';
import {
  coInventorState,
  submitterState,
  type CoInventorState,
} from '#web/features/submissions/staff/lib/co-inventor-state';
import { cn } from '#web/lib/cn';
import { CorrectAddressDialog } from './correct-address-dialog';

/** One inventor: name, role, share, where they work and their address, and their answer. */
function Inventor({
  name,
  role,
  lead,
  share,
  affiliation,
  email,
  state,
  actions,
}: {
  name: string;
  role: string;
  lead: boolean;
  share: number;
  affiliation: string;
  email: string;
  state: CoInventorState;
  actions?: ReactNode;
}) {
  const { Icon, className } = answerLooks[state.kind];
  return (
    <li className="space-y-2 py-4 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <h3 className="font-semibold break-words text-slate-900">{name}</h3>
          <Chip>{role}</Chip>
          {lead && <Chip>Lead inventor</Chip>}
        </div>
        <span className="text-sm font-semibold text-slate-900 tabular-nums">{`${share}% share`}</span>
      </div>
      <p className="text-sm break-words text-slate-700">
        {affiliation && <span>{`${affiliation} · `}</span>}
        <a
          href={`mailto:${email}`}
          className="break-all text-accent-600 underline underline-offset-4"
        >
          {email}
        </a>
      </p>
      <p className={cn('flex items-start gap-1.5 text-sm', className)}>
        <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span className="min-w-0 break-words">{state.text}</span>
      </p>
      {state.comment && (
        <div className="rounded-md bg-amber-50 p-3 text-sm text-slate-900">
          <p className="font-semibold">Their comment (staff only)</p>
          <p className="mt-1 break-words whitespace-pre-wrap">{state.comment}</p>
        </div>
      )}
      {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
    </li>
  );
}

/** An unanswered invitation's fixes: mail it again, or send it to a corrected address. */
function InvitationActions({
  submissionId,
  coInventor,
}: {
  submissionId: string;
  coInventor: CoInventorRecord;
}) {
  const resend = useResendInvitation();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-disabled={resend.isPending || undefined}
        onClick={() => {
          if (!resend.isPending)
            resend.mutate({ submissionId, coInventorId: coInventor.id, name: coInventor.name });
        }}
      >
        <Send aria-hidden="true" />
        {resend.isPending ? 'Sending...' : 'Send invitation again'}
        <span className="sr-only">{` to ${coInventor.name}`}</span>
      </Button>
      <CorrectAddressDialog submissionId={submissionId} coInventor={coInventor} />
    </>
  );
}

/**
 * Who invented the idea: the submitter and each co-inventor with their share and their answer,
 * a dispute's comment among them. Admins may send an unanswered invitation again or correct
 * its address; reviewers read.
 */
export function InventorsPanel({
  submission,
  inventors,
  canCorrect,
}: {
  submission: AdminSubmission;
  inventors: InventorsRecord;
  /** Whether the reader may re-send and correct invitations: admins, not reviewers. */
  canCorrect: boolean;
}) {
  const id = useId();
  const sole = inventors.coInventors.length === 0;
  return (
    <section aria-labelledby={id}>
      <Card>
        <CardHeader>
          <CardTitle id={id}>Inventors</CardTitle>
          <CardDescription>
            {sole
              ? 'The submitter is the sole inventor.'
              : confirmedLabel(submission.confirmedCount, submission.inventorCount)}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <ul className="divide-y divide-slate-200">
            <Inventor
              name={submission.fullName?.trim() || '(No Name Provided)'}
              role="Submitter"
              lead={inventors.submitterLead}
              share={inventors.submitterShare}
              affiliation=""
              email={submission.email}
              state={submitterState(submission.submittedAt)}
            />
            {inventors.coInventors.map((coInventor) => (
              <Inventor
                key={coInventor.id}
                name={coInventor.name}
                role="Co-inventor"
                lead={coInventor.lead}
                share={coInventor.share}
                affiliation={coInventor.affiliation}
                email={coInventor.email}
                state={coInventorState(coInventor)}
                actions={
                  canCorrect &&
                  coInventor.response === null && (
                    <InvitationActions submissionId={submission.id} coInventor={coInventor} />
                  )
                }
              />
            ))}
          </ul>
        </CardContent>
      </Card>
    </section>
  );
}
