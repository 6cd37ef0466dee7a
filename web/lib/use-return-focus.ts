import { useCallback, useRef, type RefObject } from 'react';

/**
 * Focus for dialogs opened from a list: `remember` the opener when it is pressed, and pass
 * `restore` as the dialog's onCloseAutoFocus. Focus goes back to the opener, or, when it is gone
 * (its row deleted or sent), to the fallback (a heading with tabIndex -1).
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);

  const remember = useCallback((element: HTMLElement | null) => {
    opener.current = element;
  }, []);

  const restore = useCallback(
    (event: Event) => {
      event.preventDefault();
      const target = opener.current;
      (target?.isConnected ? target : fallback.current)?.focus();
    },
    [fallback],
  );

  return { remember, restore };
}
