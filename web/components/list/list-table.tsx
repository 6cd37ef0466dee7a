import type { ReactNode } from 'react';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/dates';
import type { SortState } from '#web/lib/list/sort-toggle';
import { SortableHeader, type HeaderSort } from './sortable-header';

/** A column of an admin list: its header, and the key the server sorts it by, if it sorts. */
export interface ListColumn<K extends string> {
  label: string;
  sortBy?: K;
  /**
   * A second value the column shows under its own (e.g. a bar date under the date), sorted by
   * a second button in the same header; or several, a button each.
   */
  alsoSortBy?: { label: string; sortBy: K } | readonly { label: string; sortBy: K }[];
}

/** The header's sort buttons, or none. */
const headerSorts = <K extends string>(column: ListColumn<K>): HeaderSort<K>[] => [
  ...(column.sortBy === undefined ? [] : [{ column: column.sortBy, label: column.label }]),
  ...[column.alsoSortBy ?? []].flat().map((also) => ({ column: also.sortBy, label: also.label })),
];

/** The header of the column (or button) that sorts by `key`, e.g. for the table's caption. */
export const sortLabel = <K extends string>(columns: readonly ListColumn<K>[], key: K): string =>
  columns.flatMap(headerSorts).find((each) => each.column === key)?.label ?? key;

type ListTableProps<K extends string> = {
  /** Read out before the table: what it lists and how it is sorted. */
  caption: string;
  columns: readonly ListColumn<K>[];
  sort: SortState<K>;
  onSort: (column: K) => void;
  /** The rows shown are the previous page's while the next one loads. */
  stale: boolean;
  className?: string;
  /** A header cell before the columns, e.g. a "select all on this page" checkbox. */
  leadingHeader?: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/** One page of an admin list, with its column headers; dimmed while the next page loads. */
export function ListTable<K extends string>({
  caption,
  columns,
  sort,
  onSort,
  stale,
  className,
  leadingHeader,
  children,
}: ListTableProps<K>) {
  return (
    <DataTable
      caption={caption}
      aria-busy={stale || undefined}
      stacked
      className={cn('transition-opacity', stale && 'opacity-60', className)}
      columns={[
        ...(leadingHeader ? [{ key: 'leading', cell: leadingHeader }] : []),
        ...columns.map((column) => {
          const sorts = headerSorts(column);
          return sorts.length > 0
            ? {
                key: column.label,
                cell: <SortableHeader sorts={sorts} sort={sort} onSort={onSort} />,
              }
            : column.label;
        }),
      ]}
    >
      {children}
    </DataTable>
  );
}

export { CardLabel };

/**
 * A cell with a moment's date and time. Where the list is narrow the time goes under the date,
 * never breaking either. `children` go under them, e.g. a second date.
 */
export function DateCell({
  value,
  label,
  children,
}: {
  value: string | null;
  label?: string;
  children?: ReactNode;
}) {
  const text = value ? formatDateTime(value) : '';
  const cut = text.lastIndexOf(', ');
  return (
    <td className="px-3 py-3 text-slate-700">
      {label && <CardLabel>{label}</CardLabel>}
      {value ? (
        <time dateTime={value}>
          {cut < 0 ? (
            text
          ) : (
            <>
              <span className="whitespace-nowrap">{text.slice(0, cut + 1)}</span>{' '}
              <span className="whitespace-nowrap">{text.slice(cut + 2)}</span>
            </>
          )}
        </time>
      ) : (
        'Not recorded'
      )}
      {children}
    </td>
  );
}
