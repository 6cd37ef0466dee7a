import { ShieldCheck, ShieldOff } from 'lucide-react';
import { Button } from '#web/components/ui/button';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { useSetUserRole } from '#web/features/admin/api/users';

/** Make admin / Remove admin, after a confirmation that says what the change means. */
export function StaffRoleButton({
  userId,
  email,
  isAdmin,
}: {
  userId: string;
  email: string;
  isAdmin: boolean;
}) {
  const setRole = useSetUserRole(userId);
  const { dialog, ask } = useConfirm<'confirm'>();

  async function change() {
    const answer = await ask(
      isAdmin
        ? {
            title: 'Remove admin?',
            description: `${email} will no longer reach the admin portal.`,
            actions: [{ value: 'confirm', label: 'Remove admin', variant: 'destructive' }],
          }
        : {
            title: 'Make admin?',
            description: `${email} will be able to read every submission, change statuses, delete submissions and manage users.`,
            details: 'They must set up two-factor sign-in before the admin portal opens for them.',
            actions: [{ value: 'confirm', label: 'Make admin' }],
          },
    );
    if (answer === 'confirm') setRole.mutate(isAdmin ? 'user' : 'admin');
  }

  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="mt-2 flex"
        aria-disabled={setRole.isPending || undefined}
        onClick={() => {
          if (!setRole.isPending) void change();
        }}
      >
        {isAdmin ? <ShieldOff aria-hidden="true" /> : <ShieldCheck aria-hidden="true" />}
        {isAdmin ? 'Remove admin' : 'Make admin'}
      </Button>
      {dialog}
    </>
  );
}
