import { Users } from 'lucide-react';
import { confirmedLabel } from '#common/co-inventors';

/**
 * "2 of 3 inventors confirmed", for an idea with co-inventors; nothing for a sole inventor,
 * who confirmed it by sending it.
 */
export function InventorsConfirmed({
  inventorCount,
  confirmedCount,
}: {
  inventorCount: number;
  confirmedCount: number;
}) {
  if (inventorCount < 2) return null;
  return (
    <span className="inline-flex items-center gap-1 text-xs font-medium whitespace-nowrap text-slate-700">
      <Users aria-hidden="true" className="size-3.5 shrink-0" />
      {confirmedLabel(confirmedCount, inventorCount)}
    </span>
  );
}
