import { useId, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';

type StepCardProps = {
  step: number;
  icon: LucideIcon;
  title: string;
  description: ReactNode;
  /** Laid out under the description; e.g. 'flex flex-wrap items-center gap-3'. */
  contentClassName?: string;
  children: ReactNode;
};

/** One numbered step of a journey, as a list item the screen reader can name. */
export function StepCard({
  step,
  icon: Icon,
  title,
  description,
  contentClassName,
  children,
}: StepCardProps) {
  const titleId = useId();
  return (
    <li>
      <Card role="region" aria-labelledby={titleId} className="flex h-full flex-col">
        <CardHeader>
          <p className="text-xs font-semibold tracking-wide text-accent-700 uppercase">
            Step {step}
          </p>
          <CardTitle id={titleId} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 text-brand-700" />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent className={contentClassName ?? 'mt-auto'}>{children}</CardContent>
      </Card>
    </li>
  );
}
