import type { ReactNode } from 'react';
import { BackToTop } from './back-to-top';
import { BusyBar } from './busy-bar';
import { mainContentId, SkipLink } from './skip-link';

type AppFrameProps = {
  /** The area's own header (AppHeader). */
  header: ReactNode;
  /**
   * The area's side navigation, shown beside the page from the xl breakpoint up; below it the
   * header's menu holds the same links, so the page keeps the whole width.
   */
  sidebar?: ReactNode;
  /** Whether the page is being replaced. */
  busy?: boolean;
  children: ReactNode;
};

/**
 * The frame of a work area (the admin portal): its own header, no marketing header or footer,
 * and the page as wide as the window allows, so lists fit without scrolling sideways.
 */
export function AppFrame({ header, sidebar, busy = false, children }: AppFrameProps) {
  return (
    <div data-app-frame className="flex min-h-screen flex-col">
      <SkipLink />
      {busy && <BusyBar />}
      {header}
      <div className="mx-auto flex w-full max-w-[120rem] flex-1 gap-8 px-4 py-6 sm:px-6 xl:px-8">
        {sidebar && (
          <aside className="hidden w-56 shrink-0 xl:block print:hidden">
            <div className="sticky top-20 rounded-xl border border-slate-200 bg-slate-50 p-4">
              {sidebar}
            </div>
          </aside>
        )}
        <main id={mainContentId} tabIndex={-1} aria-busy={busy} className="min-w-0 flex-1">
          {children}
        </main>
      </div>
      <BackToTop />
    </div>
  );
}
