import { useId } from 'react';
import { ShieldAlert, ShieldCheck, ShieldQuestion } from 'lucide-react';
import type { AdminSubmissionDetail } from '#common/staff-submissions';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card';
import { phiCheckView } from '#web/features/submissions/staff/lib/phi-check';
import { cn } from '#web/lib/cn';

const looks = {
  unchecked: { Icon: ShieldQuestion, className: 'text-slate-700' },
  clean: { Icon: ShieldCheck, className: 'text-emerald-800' },
  flagged: { Icon: ShieldAlert, className: 'text-amber-950' },
} as const;

/**
 * What the PHI guard found when the idea was sent. A flagged idea's card is amber from its
 * border in, so staff see before reading that it needs care; where and what was found, and
 * the attestation the inventor signed, follow.
 */
export function PhiCheckPanel({ check }: { check: AdminSubmissionDetail['phiCheck'] }) {
  const id = useId();
  const view = phiCheckView(check);
  const { Icon, className } = looks[view.kind];
  const flagged = view.kind === 'flagged';
  return (
    <section aria-labelledby={id}>
      <Card className={cn(flagged && 'border-2 border-amber-600 bg-amber-50')}>
        <CardHeader>
          <CardTitle id={id}>Patient information check</CardTitle>
        </CardHeader>
        <CardContent className="space-y-3 text-sm">
          <p className={cn('flex items-start gap-2', className, flagged && 'font-semibold')}>
            <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span className="min-w-0">{view.text}</span>
          </p>
          {flagged && (
            <>
              <dl className="space-y-2 text-slate-900">
                {view.places.map((place) => (
                  <div key={place.where} className="min-w-0">
                    <dt className="font-semibold break-words">{place.where}</dt>
                    <dd className="break-words">{place.kinds}</dd>
                  </div>
                ))}
              </dl>
              <p className="break-words text-slate-900">{view.attestation}</p>
            </>
          )}
        </CardContent>
      </Card>
    </section>
  );
}
