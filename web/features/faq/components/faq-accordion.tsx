import { useId } from 'react';
import { ChevronDown } from 'lucide-react';
import { cn } from '#web/lib/cn';
import { useIsland } from '#web/lib/use-island';
import type { FaqItem } from '../faq-items';
import { mountAccordion } from '../lib/accordion-island';

export type FaqAccordionProps = {
  items: readonly FaqItem[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: 2 | 3;
  className?: string;
};

/**
 * Questions and answers following the WAI-ARIA accordion pattern, all closed at first; the
 * behaviour is mountAccordion's, here and on the prerendered pages alike.
 */
export function FaqAccordion({ items, headingLevel, className }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const ref = useIsland<HTMLDivElement>(mountAccordion);
  const idPrefix = useId();
  return (
    <div
      ref={ref}
      data-island="accordion"
      className={cn(
        'rounded-xl border border-slate-200 bg-white px-4 shadow-sm sm:px-6',
        className,
      )}
    >
      {items.map((item) => {
        const questionId = `${idPrefix}-${item.id}-question`;
        const answerId = `${idPrefix}-${item.id}-answer`;
        return (
          <div key={item.id} className="border-b border-slate-200 last:border-b-0">
            <Heading>
              <button
                type="button"
                id={questionId}
                data-accordion-trigger
                aria-expanded="false"
                aria-controls={answerId}
                className="group flex w-full items-center justify-between gap-4 rounded-sm py-4 text-left text-base font-semibold text-brand-900 hover:underline hover:underline-offset-4 sm:text-lg"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-accent-600 transition-transform duration-200 group-aria-expanded:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={answerId}
              role="region"
              aria-labelledby={questionId}
              hidden
              className="text-slate-700"
            >
              <div className="space-y-3 pb-5">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </div>
          </div>
        );
      })}
    </div>
  );
}
