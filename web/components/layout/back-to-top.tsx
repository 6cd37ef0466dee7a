import { useEffect, useState } from 'react';
import { ArrowUp } from 'lucide-react';
import { prefersReducedMotion } from './scroll-to-top';
import { mainContentId } from './skip-link';

const threshold = 300;

export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    function onScroll() {
      setVisible(window.scrollY > threshold);
    }
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!visible) return null;

  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        // Keyboard users continue from the top too, not from the vanished button.
        document.getElementById(mainContentId)?.focus({ preventScroll: true });
      }}
      className="fixed right-4 bottom-4 z-40 inline-flex size-11 items-center justify-center rounded-full bg-brand-900 text-white shadow-lg hover:bg-brand-700"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
