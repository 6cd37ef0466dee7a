import { accordionFocusTarget } from './accordion-keys';

/**
 * The FAQ accordion's behaviour on the markup FaqAccordion renders: one answer open at a
 * time, the open one closing again when chosen (spec 01 §2), and the arrow keys, Home and
 * End moving between the questions.
 */
export function mountAccordion(root: HTMLElement) {
  const triggers = [...root.querySelectorAll<HTMLButtonElement>('[data-accordion-trigger]')];
  const panelOf = (trigger: HTMLButtonElement) =>
    document.getElementById(trigger.getAttribute('aria-controls') ?? '');

  function setOpen(trigger: HTMLButtonElement, open: boolean) {
    trigger.setAttribute('aria-expanded', String(open));
    panelOf(trigger)?.toggleAttribute('hidden', !open);
  }

  const onClick = (event: Event) => {
    const chosen = event.currentTarget as HTMLButtonElement;
    const opening = chosen.getAttribute('aria-expanded') !== 'true';
    for (const trigger of triggers) setOpen(trigger, opening && trigger === chosen);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const index = triggers.indexOf(event.target as HTMLButtonElement);
    if (index < 0) return;
    const target = accordionFocusTarget(event.key, index, triggers.length);
    if (target === null) return;
    event.preventDefault();
    triggers[target]?.focus();
  };

  for (const trigger of triggers) trigger.addEventListener('click', onClick);
  root.addEventListener('keydown', onKeyDown);
  return () => {
    for (const trigger of triggers) trigger.removeEventListener('click', onClick);
    root.removeEventListener('keydown', onKeyDown);
  };
}
