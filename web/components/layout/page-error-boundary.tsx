import { Component, type ReactNode } from 'react';
import { TriangleAlert } from 'lucide-react';
import { describeError, errorText } from '#web/lib/errors';
import { notify } from '#web/lib/notify';
import { buttonClassName, Button } from '../ui/button';
import { PageTitle } from './page-title';

type Props = {
  children: ReactNode;
  /** A new value (the next page's path) clears a caught error. */
  resetKey: string;
};

type State = { error: unknown; caught: boolean };

/**
 * Catches what a page throws while rendering (spec 01 §8 "Error boundary"): the page is
 * replaced by 'Something went wrong' with the error's message, and a toast says so. The
 * header and footer stay, so the visitor can go elsewhere; moving to another page clears it.
 */
export class PageErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caught: false };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, caught: true };
  }

  // React itself logs the error with its component stack; the visitor gets a toast.
  override componentDidCatch(error: unknown) {
    notify.error('An error occurred', errorText(error));
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.caught && previous.resetKey !== this.props.resetKey) {
      this.setState({ error: null, caught: false });
    }
  }

  override render() {
    if (!this.state.caught) return this.props.children;
    return <PageErrorFallback message={describeError(this.state.error)} />;
  }
}

export function PageErrorFallback({ message }: { message: string | null }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Something went wrong" />
      <TriangleAlert aria-hidden="true" className="size-14 text-red-700" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900">Something went wrong</h1>
      {message && (
        <p className="mt-4 max-w-full rounded-md bg-slate-100 px-4 py-3 text-left text-sm break-words text-slate-800">
          {message}
        </p>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        {/* A full page load: whatever broke may have left the app in a bad state. */}
        <a href="/" className={buttonClassName({ variant: 'outline' })}>
          Back to Home
        </a>
      </div>
    </div>
  );
}
