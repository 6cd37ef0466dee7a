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
    // One toast at a time (spec 01 §9), bottom-right (bottom-centre on phones): away from the
    // header, the tabs and the headings under it, where a notice that stays while hovered
    // would take the click meant for them.
    <Toaster
      position="bottom-right"
      visibleToasts={1}
      richColors
      closeButton
      offset={{ bottom: 24, right: 24 }}
      mobileOffset={{ bottom: 16 }}
    />
  );
}
