import { useEffect, useState } from 'react';
import { loadToasts, onToastsLoaded, type Sonner } from '#web/lib/notify';

/**
 * Where toasts appear, mounted once the toast library has loaded.
 */
export function AppToaster() {
  const [sonner, setSonner] = useState<Sonner | null>(null);

  useEffect(() => onToastsLoaded(setSonner), []);
  // The app itself starts after the first paint, so the library is fetched at once: it must be
  // there before the first toast and before any loss of connection.
  useEffect(() => void loadToasts().catch(() => {}), []);

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
