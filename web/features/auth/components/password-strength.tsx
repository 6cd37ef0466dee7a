import { passwordScore, strengthLabel } from '#common/auth/password';
import { cn } from '#web/lib/cn';

// Each colour is at least 3:1 against white, so the bar is readable as well as the text.
const barColours = ['bg-red-700', 'bg-red-700', 'bg-amber-600', 'bg-lime-700', 'bg-green-700'];

/** The spec's strength score as a four-part bar and a spoken label (spec 01 §5). */
export function PasswordStrength({ password, id }: { password: string; id?: string }) {
  const score = passwordScore(password);
  return (
    <div id={id}>
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
      {/*
        Announced when the label changes, not on every keystroke. Empty, it takes no room: no
        gap under a bar that has nothing to say yet.
      */}
      <p aria-live="polite" className={cn('text-sm text-slate-700', password && 'mt-1.5')}>
        {password && (
          <>
            Password strength: <span className="font-semibold">{strengthLabel(password)}</span>
          </>
        )}
      </p>
    </div>
  );
}
