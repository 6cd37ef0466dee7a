import type { ReactNode } from 'react';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Button } from '#web/components/ui/button';

type LoadErrorProps = {
  message: string;
  /** Asks again; without it the error is final (e.g. not found). */
  onRetry?: () => void;
  retrying?: boolean;
  /** Another way out, e.g. Back to Submissions. */
  children?: ReactNode;
};

/**
 * What could not be loaded (a list, a record, the dashboard), announced when it appears, with a
 * way to try again: while it does, the button says so and ignores further clicks.
 */
export function LoadError({ message, onRetry, retrying = false, children }: LoadErrorProps) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 p-6">
      <p className="flex items-start gap-2 font-medium text-red-800">
        <TriangleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        {message}
      </p>
      <div className="mt-4 flex flex-wrap gap-2">
        {onRetry && (
          <Button
            onClick={() => {
              if (!retrying) onRetry();
            }}
            aria-disabled={retrying || undefined}
            aria-busy={retrying || undefined}
          >
            <RefreshCw
              aria-hidden="true"
              className={retrying ? 'motion-safe:animate-spin' : undefined}
            />
            {retrying ? 'Trying again...' : 'Try Again'}
          </Button>
        )}
        {children}
      </div>
    </div>
  );
}
