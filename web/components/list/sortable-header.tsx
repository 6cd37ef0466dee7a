import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { ariaSort, type SortState } from '#web/lib/list/sort-toggle';

/** One way a header sorts: the key the server sorts by, and the button's words. */
export interface HeaderSort<K extends string> {
  column: K;
  label: string;
}

type SortableHeaderProps<K extends string> = {
  /** The header's sorts, one button each; most headers have one. */
  sorts: readonly HeaderSort<K>[];
  sort: SortState<K>;
  onSort: (column: K) => void;
};

/**
 * A column header that sorts: a real button inside the <th> for each way it sorts (a column
 * that shows two values, e.g. a date and the bar date under it, has two), whose aria-sort tells
 * screen readers the current order of whichever is active; the arrows show it to everyone else.
 */
export function SortableHeader<K extends string>({ sorts, sort, onSort }: SortableHeaderProps<K>) {
  const active = sorts.map((each) => ariaSort(sort, each.column)).find((s) => s !== 'none');
  const buttons = sorts.map((each) => (
    <SortButton key={each.column} {...each} sort={sort} onSort={onSort} />
  ));
  return (
    <th scope="col" aria-sort={active ?? 'none'} className="px-3 py-2 whitespace-nowrap">
      {buttons.length === 1 ? (
        buttons
      ) : (
        <span className="flex flex-col items-start gap-0.5 max-md:flex-row max-md:flex-wrap max-md:gap-x-2">
          {buttons}
        </span>
      )}
    </th>
  );
}

function SortButton<K extends string>({
  column,
  label,
  sort,
  onSort,
}: HeaderSort<K> & Pick<SortableHeaderProps<K>, 'sort' | 'onSort'>) {
  const state = ariaSort(sort, column);
  const Icon = state === 'ascending' ? ArrowUp : state === 'descending' ? ArrowDown : ArrowUpDown;
  return (
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
  );
}
