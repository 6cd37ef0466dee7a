import {
  autoplayEnabled,
  isRotating,
  nextIndex,
  SLIDE_INTERVAL_MS,
  wrapIndex,
  type RotationChoice,
} from './carousel';

const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
const activeDot = ['bg-white'];
const idleDot = ['bg-transparent', 'group-hover:bg-white/50'];

/**
 * The hero carousel's behaviour on the markup HeroCarousel renders: the slide shown, the
 * pause/play control, and rotation that stops while the pointer is over the hero or keyboard
 * focus is in it and does not start by itself for visitors who prefer reduced motion.
 */
export function mountCarousel(root: HTMLElement, intervalMs: number = SLIDE_INTERVAL_MS) {
  const toggle = root.querySelector<HTMLButtonElement>('[data-carousel-toggle]');
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-carousel-dot]')];
  const slides = [...root.querySelectorAll<HTMLElement>('[data-carousel-slide]')];
  const live = root.querySelector<HTMLElement>('[data-carousel-live]');
  const motion = window.matchMedia(reducedMotionQuery);
  const count = slides.length;
  let index = 0;
  let choice: RotationChoice = null;
  let hovered = false;
  let focused = false;
  let timer: number | undefined;

  function render() {
    const autoplay = autoplayEnabled(choice, motion.matches);
    const rotating = isRotating({
      choice,
      reducedMotion: motion.matches,
      hovered,
      focused,
      count,
    });
    if (toggle) {
      toggle.setAttribute('aria-label', autoplay ? 'Pause slideshow' : 'Play slideshow');
      for (const icon of toggle.querySelectorAll<HTMLElement>('[data-icon]'))
        icon.toggleAttribute('hidden', (icon.dataset.icon === 'pause') !== autoplay);
    }
    dots.forEach((dot, i) => {
      const active = i === index;
      if (active) dot.setAttribute('aria-current', 'true');
      else dot.removeAttribute('aria-current');
      const mark = dot.firstElementChild;
      mark?.classList.remove(...(active ? idleDot : activeDot));
      mark?.classList.add(...(active ? activeDot : idleDot));
    });
    slides.forEach((slide, i) => {
      const active = i === index;
      slide.setAttribute('aria-hidden', String(!active));
      slide.dataset.active = String(active);
      slide.classList.toggle('opacity-100', active);
      slide.classList.toggle('opacity-0', !active);
      if (active) loadImage(slide);
    });
    // Announces a slide chosen by hand, but not every automatic turn.
    live?.setAttribute('aria-live', rotating ? 'off' : 'polite');
    // One timeout per slide shown: choosing a slide by hand gives it the full interval.
    window.clearTimeout(timer);
    if (rotating) timer = window.setTimeout(() => show(nextIndex(index, count)), intervalMs);
  }

  function show(slide: number) {
    index = wrapIndex(slide, count);
    render();
  }

  // The other slides' images wait until the first has arrived, so they never compete with it.
  const first = slides[0]?.querySelector('img');
  const loadRest = () => slides.forEach(loadImage);
  if (!first || first.complete) loadRest();
  else {
    first.addEventListener('load', loadRest, { once: true });
    first.addEventListener('error', loadRest, { once: true });
  }

  const onToggle = () => {
    choice = autoplayEnabled(choice, motion.matches) ? 'paused' : 'playing';
    render();
  };
  const onDot = (event: Event) => show(dots.indexOf(event.currentTarget as HTMLButtonElement));
  const onEnter = () => ((hovered = true), render());
  const onLeave = () => ((hovered = false), render());
  const onFocusIn = () => ((focused = true), render());
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && root.contains(next)) return;
    focused = false;
    render();
  };

  // One signal takes every listener off again when the island is torn down.
  const listening = new AbortController();
  const { signal } = listening;
  toggle?.addEventListener('click', onToggle, { signal });
  for (const dot of dots) dot.addEventListener('click', onDot, { signal });
  root.addEventListener('mouseenter', onEnter, { signal });
  root.addEventListener('mouseleave', onLeave, { signal });
  root.addEventListener('focusin', onFocusIn, { signal });
  root.addEventListener('focusout', onFocusOut, { signal });
  motion.addEventListener('change', render, { signal });
  render();

  return () => {
    window.clearTimeout(timer);
    first?.removeEventListener('load', loadRest);
    first?.removeEventListener('error', loadRest);
    listening.abort();
  };
}

/** Gives a slide's image the address it was rendered without (see HeroCarousel). */
function loadImage(slide: HTMLElement) {
  const image = slide.querySelector('img');
  if (!image || image.getAttribute('src')) return;
  image.srcset = image.dataset.srcset ?? '';
  image.src = image.dataset.src ?? '';
}
