import { Link } from 'react-router';
import { Page } from '#web/components/layout/page';
import { Button } from '#web/components/ui/button';
import { faqItems } from '#web/features/faq/faq-items';
import { FaqAccordion } from '#web/features/faq/components/faq-accordion';

export function FaqPage() {
  return (
    <Page
      heading="Frequently Asked Questions"
      lead="Answers to common questions about submitting ideas through the portal. Choose a question to see its answer."
      width="prose"
    >
      <FaqAccordion items={faqItems} headingLevel={2} />
      <section
        aria-labelledby="more-questions-heading"
        className="mt-12 rounded-xl bg-brand-50 p-6"
      >
        <h2 id="more-questions-heading" className="text-xl font-bold text-brand-900">
          Still have a question?
        </h2>
        <p className="mt-2 text-slate-700">Send us a message and our team will get back to you.</p>
        <Button asChild className="mt-4">
          <Link to="/contact">Contact Us</Link>
        </Button>
      </section>
    </Page>
  );
}
