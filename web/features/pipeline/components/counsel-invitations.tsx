import { UserPlus } from 'lucide-react';
import { inviteCounselSchema, pipelineLimits, type CounselInvitation } from '#common/pipeline';
import { Form } from '#web/components/form/form';
import { FormField } from '#web/components/form/form-field';
import { SubmitButton } from '#web/components/form/submit-button';
import { useAppForm } from '#web/components/form/use-app-form';
import { Button } from '#web/components/ui/button';
import { Chip } from '#web/components/ui/chip';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { Input } from '#web/components/ui/input';
import { errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { cn } from '#web/lib/cn';
import { useInviteCounsel, useRevokeCounsel } from '../api/changes';
import { invitationState } from '../lib/pipeline-text';
import { utcDateTime } from '#web/lib/dates';

/**
 * The outside counsel invited to the idea, each with whether they have an account yet and a
 * way to revoke them; and, for an approved idea, the form that invites another.
 */
export function CounselInvitations({
  submissionId,
  invitations,
  canChange,
  onRevoked,
}: {
  submissionId: string;
  invitations: readonly CounselInvitation[];
  /** Whether invitations may be made and revoked now. */
  canChange: boolean;
  /** Once an invitation is gone, with the button that revoked it. */
  onRevoked: () => void;
}) {
  const revoke = useRevokeCounsel(submissionId);
  const confirm = useConfirm<'revoke'>();

  async function revokeOne(invitation: CounselInvitation) {
    const who = invitation.name.trim() || invitation.email;
    const answer = await confirm.ask({
      title: 'Revoke Invitation',
      description: `${who} will no longer see this idea, its opinions or the notes shared with counsel.`,
      details: 'Opinions they signed stay on the record.',
      actions: [{ value: 'revoke', label: 'Revoke', variant: 'destructive' }],
    });
    if (answer !== 'revoke') return;
    try {
      await revoke.mutateAsync(invitation.id);
      onRevoked();
    } catch (error) {
      notify.error('Invitation Not Revoked', errorText(error));
    }
  }

  return (
    <div className="space-y-4">
      {invitations.length === 0 ? (
        <p className="text-sm text-slate-700">No outside counsel is invited to this idea.</p>
      ) : (
        <ul aria-label="Invited counsel" className="divide-y divide-slate-200">
          {invitations.map((invitation) => (
            <li
              key={invitation.id}
              className="flex flex-wrap items-center justify-between gap-3 py-2 first:pt-0"
            >
              <div className="min-w-0 text-sm">
                <p className="font-medium break-words text-slate-900">
                  {invitation.name.trim() || invitation.email}
                </p>
                {invitation.name.trim() && (
                  <p className="break-all text-slate-700">{invitation.email}</p>
                )}
                <p className="mt-1 flex flex-wrap items-center gap-2 text-slate-700">
                  <span>
                    Invited{' '}
                    <time dateTime={invitation.invitedAt}>{utcDateTime(invitation.invitedAt)}</time>{' '}
                    by {invitation.invitedBy}
                  </span>
                  <Chip
                    className={cn(
                      invitation.hasAccount && 'border-emerald-300 bg-emerald-50 text-emerald-900',
                    )}
                  >
                    {invitationState(invitation.hasAccount)}
                  </Chip>
                </p>
              </div>
              {canChange && (
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Revoke ${invitation.name.trim() || invitation.email}`}
                  aria-disabled={revoke.isPending || undefined}
                  onClick={() => {
                    if (!revoke.isPending) void revokeOne(invitation);
                  }}
                >
                  Revoke
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      {canChange && <InviteCounselForm submissionId={submissionId} />}
      {confirm.dialog}
    </div>
  );
}

/** Invites an attorney by address, with their name if known; they are mailed a link. */
function InviteCounselForm({ submissionId }: { submissionId: string }) {
  const invite = useInviteCounsel(submissionId);
  const form = useAppForm(inviteCounselSchema, { email: '', name: '' });
  return (
    <Form
      form={form}
      aria-label="Invite counsel"
      className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-4"
      onSubmit={async (values) => {
        await invite.mutateAsync(values);
        form.reset();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="email" label="Email address">
          {(field) => <Input {...field} type="email" autoComplete="off" spellCheck={false} />}
        </FormField>
        <FormField name="name" label="Name (optional)">
          {({ value, ...field }) => (
            <Input {...field} value={value ?? ''} maxLength={pipelineLimits.counselName} />
          )}
        </FormField>
      </div>
      <SubmitButton pendingLabel="Inviting...">
        <UserPlus aria-hidden="true" />
        Invite counsel
      </SubmitButton>
    </Form>
  );
}
