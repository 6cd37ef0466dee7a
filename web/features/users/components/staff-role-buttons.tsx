import { Scale, ShieldCheck, ShieldOff, UserCheck } from 'lucide-react';
import type { StaffRole } from '#common/roles';
import { Button } from '#web/components/ui/button';
import { useConfirm } from '#web/components/ui/confirm-dialog';
import { useSetUserRole } from '#web/features/users/api/users';
import { roleChanges, type RoleChange } from '#web/features/users/lib/role-change';

const icons: Record<StaffRole, typeof ShieldCheck> = {
  admin: ShieldCheck,
  reviewer: UserCheck,
  counsel: Scale,
  user: ShieldOff,
};

/**
 * Make admin, Make reviewer, Make outside counsel or Remove staff role: the three changes the
 * account's role allows, each after a confirmation that says what it means.
 */
export function StaffRoleButtons({
  userId,
  email,
  role,
}: {
  userId: string;
  email: string;
  role: StaffRole;
}) {
  const setRole = useSetUserRole(userId);
  const { dialog, ask } = useConfirm<'confirm'>();

  async function change(to: RoleChange) {
    const answer = await ask({
      title: to.title,
      description: to.description(email),
      details: to.details,
      actions: [
        {
          value: 'confirm',
          label: to.label,
          variant: to.destructive ? 'destructive' : 'default',
        },
      ],
    });
    if (answer === 'confirm') setRole.mutate(to.to);
  }

  return (
    <div className="mt-2 flex flex-wrap gap-2">
      {/* Keyed by place: the button used stays (and keeps focus) when its label changes. */}
      {roleChanges(role).map((to, place) => {
        const Icon = icons[to.to];
        return (
          <Button
            key={place}
            variant="outline"
            size="sm"
            aria-disabled={setRole.isPending || undefined}
            onClick={() => {
              if (!setRole.isPending) void change(to);
            }}
          >
            <Icon aria-hidden="true" />
            {to.label}
          </Button>
        );
      })}
      {dialog}
    </div>
  );
}
