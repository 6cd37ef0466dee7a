import { ArrowRight, Brain, Cable, CircleDot } from 'lucide-react';
import { Link } from 'react-router';
import { company } from '#common/company';
import { PageTitle } from '#web/components/layout/page-title';
import { Button } from '#web/components/ui/button';
import { HeroCarousel, type HeroSlide } from '#web/features/carousel/components/hero-carousel';
import { homeFaqItems } from '#web/features/faq/faq-items';
import { FaqAccordion } from '#web/features/faq/components/faq-accordion';
import { heroImages, heroImageSizes, preloadHeroImage } from './hero-images';

const heroSlides: HeroSlide[] = [
  {
    id: 'stroke',
    caption: 'Acute ischemic stroke: restoring blood flow with thrombectomy',
    image: heroImages.stroke,
  },
  {
    id: 'aneurysm',
    caption: 'Brain aneurysms: treating from inside the vessel with flow diversion',
    image: heroImages.aneurysm,
  },
];

const careAreas = [
  {
    icon: Brain,
    title: 'Acute ischemic stroke',
    text: 'Aspiration catheters and stent retrievers restore blood flow when every minute counts. What you notice about clot interaction, device preparation and first-pass success helps us design for the next case.',
  },
  {
    icon: CircleDot,
    title: 'Brain aneurysms',
    text: 'Flow diverters and embolization devices treat aneurysms from inside the vessel. Your experience with deployment, wall apposition and visibility under fluoroscopy shapes the next generation.',
  },
  {
    icon: Cable,
    title: 'Access and navigation',
    text: 'Guide catheters, access catheters and microcatheters have to reach distal anatomy safely. Feedback on trackability, support and kink resistance makes procedures more predictable.',
  },
];

export function HomePage() {
  // Prerendered, this puts the largest paint's image in the document's head.
  preloadHeroImage();
  return (
    <>
      <PageTitle />
      {/* The landing page is kept out of search indexes; React 19 hoists this into <head>. */}
      <meta name="robots" content="noindex" />

      <HeroCarousel
        labelledBy="hero-heading"
        label="Areas of neurovascular care"
        slides={heroSlides}
        imageSizes={heroImageSizes}
        className="min-h-[36rem] lg:min-h-[40rem]"
      >
        <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 pt-20 pb-32 sm:px-6 lg:px-8 lg:pt-28">
          <p className="text-sm font-semibold tracking-wide text-accent-300 uppercase">
            {company.tagline}
          </p>
          <h1 id="hero-heading" className="max-w-3xl text-4xl font-bold tracking-tight sm:text-6xl">
            Ground-breaking impact
          </h1>
          <p className="max-w-2xl text-lg text-slate-100">
            The clinicians, nurses and technologists who use our stroke and aneurysm devices see
            what no bench test can. Share what you notice at the bedside and in the angio suite,
            confidentially, and help shape the devices that reach your next patient.
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
      </HeroCarousel>

      <section aria-labelledby="insight-heading" className="bg-accent-700 text-white on-dark">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 sm:px-6 lg:flex-row lg:items-center lg:justify-between lg:px-8">
          <div className="max-w-3xl">
            <h2 id="insight-heading" className="text-3xl font-bold">
              Turn Your Insight Into Impact
            </h2>
            <p className="mt-4 text-lg text-accent-50">
              A softer distal tip, a clearer marker band, a catheter that tracks more predictably
              through a tortuous siphon: many of the best device improvements start as an
              observation made in the middle of a case. Tell us what you saw. Our staff review every
              submission.
            </p>
          </div>
          <Button
            asChild
            size="lg"
            className="h-auto min-h-12 bg-white py-3 text-center whitespace-normal text-brand-900 hover:bg-accent-50"
          >
            <Link to="/login">Join Our Mission &amp; Submit Your Idea</Link>
          </Button>
        </div>
      </section>

      <section aria-labelledby="care-heading" className="bg-brand-50">
        <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="care-heading" className="text-3xl font-bold text-brand-900">
            Transforming Patient Care
          </h2>
          <p className="mt-4 max-w-3xl text-lg text-slate-700">
            Neurovascular emergencies leave little room for a device that hesitates. We design for
            the moments that matter most in the procedure, and the people in the room know those
            moments best.
          </p>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {careAreas.map(({ icon: Icon, title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
                <Icon aria-hidden="true" className="size-8 text-accent-600" />
                <h3 className="mt-4 text-lg font-semibold text-brand-900">{title}</h3>
                <p className="mt-2 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
          <div className="mt-10 flex flex-wrap gap-3">
            <Button asChild>
              <Link to="/how-it-works">See How It Works</Link>
            </Button>
            <Button asChild variant="outline">
              <Link to="/contact">Contact Our Team</Link>
            </Button>
          </div>
        </div>
      </section>

      <section aria-labelledby="faq-heading">
        <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="faq-heading" className="text-3xl font-bold text-brand-900">
            Frequently Asked Questions
          </h2>
          <FaqAccordion items={homeFaqItems} headingLevel={3} className="mt-8" />
          <p className="mt-6 text-slate-700">
            More questions?{' '}
            <Link
              to="/faq"
              className="font-medium text-accent-600 underline underline-offset-4 hover:text-accent-700"
            >
              See all frequently asked questions
            </Link>
          </p>
        </div>
      </section>
    </>
  );
}
