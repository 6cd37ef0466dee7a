import { SearchX } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/layout/page-title';
import { Button } from '#web/components/ui/button';

export function NotFoundPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Page Not Found" />
      <SearchX aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900">Page Not Found</h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you are looking for does not exist or has been moved.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Button asChild>
          <Link to="/">Return Home</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/contact">Help Me Find It</Link>
        </Button>
      </div>
    </div>
  );
}
