import { CircleCheck, CircleMinus, Scale, ShieldCheck, UserCheck } from 'lucide-react';
import { roleLabels, type StaffRole } from '#common/roles';
import { cn } from '#web/lib/cn';
import { statusToneClassNames } from '#web/features/submissions';

const badge =
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap';

/** Whether the user signed the agreement, in words and with an icon, not by colour alone. */
export function AgreementBadge({
  signed,
  unsignedLabel = 'Unsigned',
}: {
  signed: boolean;
  /** The list says 'Unsigned'; the user detail page says 'Not Signed' (spec 01 §2). */
  unsignedLabel?: string;
}) {
  const Icon = signed ? CircleCheck : CircleMinus;
  return (
    <span className={cn(badge, statusToneClassNames[signed ? 'green' : 'gray'])}>
      <Icon aria-hidden="true" className="size-3.5" />
      {signed ? 'Signed' : unsignedLabel}
    </span>
  );
}

const staffIcons = { admin: ShieldCheck, reviewer: UserCheck, counsel: Scale } as const;

/**
 * Marks a staff account: Administrator, Reviewer or Outside counsel, in words and with an icon;
 * nothing for others.
 */
export function StaffBadge({ role }: { role: StaffRole }) {
  if (role === 'user') return null;
  const Icon = staffIcons[role];
  return (
    <span className={cn(badge, 'border-brand-300 bg-brand-50 text-brand-900')}>
      <Icon aria-hidden="true" className="size-3.5" />
      {roleLabels[role]}
    </span>
  );
}
