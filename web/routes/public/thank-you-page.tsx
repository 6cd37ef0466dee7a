import { CircleCheck } from 'lucide-react';
import { Link } from 'react-router';
import { PageTitle } from '#web/components/layout/page-title';
import { Button } from '#web/components/ui/button';

export function ThankYouPage() {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center">
      <PageTitle title="Thank You" />
      <CircleCheck aria-hidden="true" className="size-14 text-accent-600" />
      <h1 className="mt-6 text-3xl font-bold text-brand-900">Thank You for Your Submission</h1>
      <p className="mt-4 text-lg text-slate-700">
        Your agreement has been successfully signed and submitted
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link to="/user-dashboard">Go to Dashboard</Link>
      </Button>
    </div>
  );
}
