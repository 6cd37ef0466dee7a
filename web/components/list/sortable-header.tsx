import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSort, type SortState } from '#web/lib/list/sort-toggle';

type SortableHeaderProps<K extends string> = {
  column: K;
  label: string;
  sort: SortState<K>;
  onSort: (column: K) => void;
};

/**
 * A column header that sorts: a real button inside the <th>, whose aria-sort tells screen
 * readers the current order; the arrow shows it to everyone else.
 */
export function SortableHeader<K extends string>({
  column,
  label,
  sort,
  onSort,
}: SortableHeaderProps<K>) {
  const state = ariaSort(sort, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
    <th scope="col" aria-sort={state} className="px-3 py-2 whitespace-nowrap">
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-2 inline-flex items-center gap-1.5 rounded px-2 py-1 tracking-wide whitespace-nowrap uppercase hover:bg-slate-200 hover:text-brand-900 max-md:min-h-11"
      >
        {label}
        <Icon
          aria-hidden="true"
          className={state === 'none' ? 'size-3.5 text-slate-500' : 'size-3.5 text-brand-900'}
        />
      </button>
    </th>
  );
}
