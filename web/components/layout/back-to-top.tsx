import { ArrowUp } from 'lucide-react';
import { useIsland } from '#web/lib/use-island';
import { mountBackToTop } from './back-to-top-island';

/** Hidden until the page has scrolled a screenful; mountBackToTop shows it. */
export function BackToTop() {
  const ref = useIsland<HTMLButtonElement>(mountBackToTop);
  return (
    <button
      ref={ref}
      type="button"
      data-island="back-to-top"
      hidden
      aria-label="Back to top"
      className="fixed right-4 bottom-4 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand-900 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
