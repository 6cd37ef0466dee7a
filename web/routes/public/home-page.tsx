import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '../../../common/company';
import { PageTitle } from '../../components/layout/page-title';
import { Button } from '../../components/ui/button';

export function HomePage() {
  return (
    <>
      <PageTitle />
      {/* The landing page is kept out of search indexes; React 19 hoists this into <head>. */}
      <meta name="robots" content="noindex" />

      <section aria-labelledby="hero-heading" className="on-dark bg-brand-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-24 sm:px-6 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {company.tagline}
          </p>
          <h1 id="hero-heading" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            Ground-breaking impact
          </h1>
          <p className="max-w-2xl text-lg text-slate-200">
            Your experience with our devices can shape the next generation of neurovascular care.
            Share your ideas and feedback with our team, confidentially.
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild variant="accent" size="lg">
              <Link to="/login">
                Submit Your Idea
                <ArrowRight aria-hidden="true" />
              </Link>
            </Button>
            <Button
              asChild
              variant="outline"
              size="lg"
              className="border-white bg-transparent text-white hover:bg-white/10"
            >
              <Link to="/about">Learn more</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="impact-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="impact-heading" className="text-3xl font-bold text-brand-900">
            Turn Your Insight Into Impact
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Clinicians, customers and partners see what works and what could work better. Tell us,
            and our staff will review every submission.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/how-it-works">How It Works</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact Us</Link>
            </Button>
          </div>
        </div>
      </section>
    </>
  );
}
