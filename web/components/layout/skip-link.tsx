import type { MouseEvent } from 'react';

export const mainContentId = 'main-content';

export function SkipLink() {
  // Move focus ourselves: a plain hash link would add a history entry the router then handles.
  function onClick(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(mainContentId);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }

  return (
    <a
      href={`#${mainContentId}`}
      onClick={onClick}
      className="sr-only z-50 rounded-md bg-brand-900 px-4 py-2 font-medium text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
