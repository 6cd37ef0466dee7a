import { passwordScore, strengthLabel } from '#common/auth/password';
import { cn } from '#web/lib/cn';

// Each colour is at least 3:1 against white, so the bar is readable as well as the text.
const barColours = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-lime-700', 'bg-green-700'];

/** The spec's strength score as a four-part bar and a spoken label (spec 01 §5). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const score = passwordScore(password);
  return (
    <div id={id} className="space-y-1.5">
      <div aria-hidden="true" className="flex gap-1">
        {[1, 2, 3, 4].map((step) => (
          <span
            key={step}
            className={cn(
              'h-1.5 flex-1 rounded-full',
              password && step <= Math.max(score, 1) ? barColours[score] : 'bg-slate-200',
            )}
          />
        ))}
      </div>
      {/* Announced when the label changes, not on every keystroke. */}
      <p aria-live="polite" className="min-h-5 text-sm text-slate-700">
        {password && (
          <>
            Password strength: <span className="font-semibold">{strengthLabel(password)}</span>
          </>
        )}
      </p>
    </div>
  );
}
