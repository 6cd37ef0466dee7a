// An app page written at build time (ADR 0019) shows its first screen from the HTML; this
// loads the app that takes it over only once that screen has painted, so the app's scripts
// never compete with the page's stylesheet for the first paint.
const tag = document.querySelector<HTMLScriptElement>('script[data-app-entry]');

function loadApp() {
  if (!tag?.dataset.appEntry) return;
  for (const href of (tag.dataset.appModules ?? '').split(' ').filter(Boolean)) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = tag.dataset.appEntry;
  document.head.append(script);
}

// A hidden tab paints nothing (and runs no animation frames) until shown: load at once.
if (document.visibilityState === 'hidden') loadApp();
else requestAnimationFrame(() => setTimeout(loadApp, 0));
