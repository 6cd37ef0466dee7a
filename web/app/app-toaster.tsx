import { useEffect, useState } from 'react';
import { loadToasts, onToastsLoaded, type Sonner } from '#web/lib/notify';

/**
 * Where toasts appear, mounted once the toast library has loaded. It is fetched when the page
 * first goes idle, so it is there before the first toast and before any loss of connection.
 */
export function AppToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => onToastsLoaded(setSonner), []);
  useEffect(() => {
    const load = () => void loadToasts().catch(() => {});
    // Safari has no requestIdleCallback.
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(load, { timeout: 2_000 });
      return () => window.cancelIdleCallback(handle);
    }
    const handle = window.setTimeout(load, 1_000);
    return () => window.clearTimeout(handle);
  }, []);

  if (!sonner) return null;
  const { Toaster } = sonner;
  return (
    // One toast at a time (spec 01 §9), at the top under the header: never over a dialog's
    // actions, which sit at its foot, nor over the mobile keyboard.
    <Toaster
      position="top-center"
      visibleToasts={1}
      richColors
      closeButton
      offset={{ top: 72 }}
      mobileOffset={{ top: 64 }}
    />
  );
}
