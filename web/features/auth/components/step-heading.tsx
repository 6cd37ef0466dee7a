import { useEffect, useRef, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

type StepHeadingProps = {
  as: 'h1' | 'h2' | 'h3';
  /** Focus moves here whenever this changes, and when the heading first appears. */
  step: string;
  className?: string;
  children: ReactNode;
};

/**
 * The heading of one step of a flow that replaces itself in place: keyboard and screen-reader
 * users start each new step at its heading, not on a button that is gone.
 */
export function StepHeading({ as: Heading, step, className, children }: StepHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [step]);
  return (
    <Heading
      ref={ref}
      tabIndex={-1}
      className={cn(
        // Room above for the sticky site header when focus scrolls the step into view.
        'scroll-mt-24 text-lg leading-tight font-semibold text-brand-900 focus:outline-none',
        className,
      )}
    >
      {children}
    </Heading>
  );
}

/** One step of such a flow: its heading, then its content. */
export function Step({
  as,
  step,
  heading,
  children,
}: Omit<StepHeadingProps, 'children' | 'className'> & { heading: string; children: ReactNode }) {
  return (
    <section className="space-y-4">
      <StepHeading as={as} step={step}>
        {heading}
      </StepHeading>
      {children}
    </section>
  );
}
