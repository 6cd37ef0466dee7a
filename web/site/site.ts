// The prerendered pages' script: it gives the page's widgets their behaviour (ADR 0015).
import '../styles.css';
import { mountBackToTop } from '#web/components/layout/back-to-top-island';
import { mountSiteMenu } from '#web/components/layout/site-menu';
import { mountCarousel } from '#web/features/carousel/lib/carousel-island';
import { mountAccordion } from '#web/features/faq/lib/accordion-island';
import { logUncaughtErrors } from '#web/lib/errors';
import type { Island } from '#web/lib/use-island';
import { showAccount } from './account';

const islands: Record<string, Island> = {
  'back-to-top': mountBackToTop,
  'site-menu': mountSiteMenu,
  carousel: mountCarousel,
  accordion: mountAccordion,
};

logUncaughtErrors(window);
for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
  islands[element.dataset.island ?? '']?.(element);
}
void showAccount(document);
