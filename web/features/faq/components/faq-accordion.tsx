import { ChevronDown } from 'lucide-react';
import { Accordion } from 'radix-ui';
import { cn } from '#web/lib/cn';
import type { FaqItem } from '../faq-items';
import { faqItemClass, faqListClass, faqQuestionClass } from './faq-styles';

export type FaqAccordionProps = {
  items: readonly FaqItem[];
  /** The questions' heading level, one below the heading they sit under. */
  headingLevel: 2 | 3;
  className?: string;
};

/**
 * Questions and answers, one open at a time; the open one closes again when chosen
 * (spec 01 §2). Radix gives the triggers their states and arrow-key movement.
 */
export function FaqAccordion({ items, headingLevel, className }: FaqAccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <Accordion.Root type="single" collapsible className={cn(faqListClass, className)}>
      {items.map((item) => (
        <Accordion.Item key={item.id} value={item.id} className={faqItemClass}>
          <Accordion.Header asChild>
            <Heading>
              <Accordion.Trigger
                className={cn(
                  faqQuestionClass,
                  'group rounded-sm hover:underline hover:underline-offset-4',
                )}
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-accent-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="overflow-hidden text-slate-700 data-[state=closed]:animate-accordion-up data-[state=open]:animate-accordion-down">
            <div className="space-y-3 pb-5">
              {item.answer.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
