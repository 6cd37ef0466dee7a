import { lazy, Suspense } from 'react';
import { cn } from '#web/lib/cn';
import type { FaqAccordionProps } from './faq-accordion';
import { faqItemClass, faqListClass, faqQuestionClass } from './faq-styles';

// The accordion's code (Radix) is fetched only by the pages that show questions, after the
// rest of the page has rendered; until then the questions show as a plain list, laid out
// like the closed accordion so nothing moves when it arrives.
const FaqAccordion = lazy(async () => ({
  default: (await import('./faq-accordion')).FaqAccordion,
}));

function FaqPlaceholder({ items, headingLevel, className }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={cn(faqListClass, className)}>
      {items.map((item) => (
        <div key={item.id} className={faqItemClass}>
          <Heading className={faqQuestionClass}>{item.question}</Heading>
        </div>
      ))}
    </div>
  );
}

export function LazyFaqAccordion(props: FaqAccordionProps) {
  return (
    <Suspense fallback={<FaqPlaceholder {...props} />}>
      <FaqAccordion {...props} />
    </Suspense>
  );
}
