import { mainContentId } from './skip-link';

const threshold = 300;

/** Shows the back-to-top button once the page has scrolled past the threshold. */
export function mountBackToTop(button: HTMLElement) {
  const onScroll = () => {
    button.hidden = window.scrollY <= threshold;
  };
  const onClick = () => {
    const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: reduced ? 'auto' : 'smooth' });
    // Keyboard users continue from the top too, not from the vanished button.
    document.getElementById(mainContentId)?.focus({ preventScroll: true });
  };
  onScroll();
  window.addEventListener('scroll', onScroll, { passive: true });
  button.addEventListener('click', onClick);
  return () => {
    window.removeEventListener('scroll', onScroll);
    button.removeEventListener('click', onClick);
  };
}
