/**
 * The header's menu button on small screens, on the markup SiteHeader renders: it opens and
 * closes the menu, says which it will do next, and following a link closes the menu again.
 */
export function mountSiteMenu(header: HTMLElement) {
  const toggle = header.querySelector<HTMLButtonElement>('[data-menu-toggle]');
  const panel = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  if (!toggle || !panel) return () => {};

  function setOpen(open: boolean) {
    toggle!.setAttribute('aria-expanded', String(open));
    toggle!.setAttribute('aria-label', open ? 'Close menu' : 'Open menu');
    for (const icon of toggle!.querySelectorAll<HTMLElement>('[data-icon]'))
      icon.toggleAttribute('hidden', (icon.dataset.icon === 'close') !== open);
    panel!.hidden = !open;
  }

  const onToggle = () => setOpen(toggle.getAttribute('aria-expanded') !== 'true');
  const onPanelClick = (event: Event) => {
    if (event.target instanceof Element && event.target.closest('a')) setOpen(false);
  };
  const close = () => setOpen(false);

  toggle.addEventListener('click', onToggle);
  panel.addEventListener('click', onPanelClick);
  window.addEventListener('popstate', close);
  return () => {
    toggle.removeEventListener('click', onToggle);
    panel.removeEventListener('click', onPanelClick);
    window.removeEventListener('popstate', close);
  };
}
