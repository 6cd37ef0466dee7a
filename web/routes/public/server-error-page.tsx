import { ServerCrash } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/layout/page-title';
import { Button } from '#web/components/ui/button';

export function ServerErrorPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Server Error" />
      <ServerCrash aria-hidden="true" className="size-14 text-red-700" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900">Server Error</h1>
      <p className="mt-4 text-lg text-slate-700">
        We&apos;re experiencing some technical difficulties. Please try again later.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Return to Home</Link>
        </Button>
        <Button variant="outline" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      </div>
    </div>
  );
}
