import { RefreshCw } from 'lucide-react';
import { Button } from '#web/components/ui/button';

/**
 * 'Refresh' on the admin pages. It stays enabled and focusable while the data reloads
 * (aria-busy says it is working), so a keyboard user keeps their place.
 */
export function RefreshButton({ busy, onRefresh }: { busy: boolean; onRefresh: () => void }) {
  return (
    <Button variant="outline" onClick={onRefresh} aria-busy={busy || undefined}>
      <RefreshCw aria-hidden="true" className={busy ? 'motion-safe:animate-spin' : undefined} />
      Refresh
    </Button>
  );
}
