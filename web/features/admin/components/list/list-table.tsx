import type { ReactNode } from 'react';
import { DataTable } from '#web/components/ui/data-table';
import { cn } from '#web/lib/cn';
import { formatDateTime } from '#web/lib/dates';
import type { SortState } from '#web/features/admin/lib/list/sort-toggle';
import { SortableHeader } from './sortable-header';

/** A column of an admin list: its header, and the key the server sorts it by, if it sorts. */
export interface ListColumn<K extends string> {
  label: string;
  sortBy?: K;
}

/** The header of the column that sorts by `key`, e.g. for the table's caption. */
export const sortLabel = <K extends string>(columns: readonly ListColumn<K>[], key: K): string =>
  columns.find((column) => column.sortBy === key)?.label ?? key;

type ListTableProps<K extends string> = {
  /** Read out before the table: what it lists and how it is sorted. */
  caption: string;
  columns: readonly ListColumn<K>[];
  sort: SortState<K>;
  onSort: (column: K) => void;
  /** The rows shown are the previous page's while the next one loads. */
  stale: boolean;
  /** The table's width, e.g. a min-width below which it scrolls sideways. */
  className?: string;
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
  children,
}: ListTableProps<K>) {
  return (
    <DataTable
      caption={caption}
      aria-busy={stale || undefined}
      className={cn('transition-opacity', stale && 'opacity-60', className)}
      columns={columns.map((column) =>
        column.sortBy
          ? {
              key: column.label,
              cell: (
                <SortableHeader
                  column={column.sortBy}
                  label={column.label}
                  sort={sort}
                  onSort={onSort}
                />
              ),
            }
          : column.label,
      )}
    >
      {children}
    </DataTable>
  );
}

/** A cell with a moment's date and time, kept on one line. */
export function DateCell({ value }: { value: string }) {
  return (
    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
      <time dateTime={value}>{formatDateTime(value)}</time>
    </td>
  );
}
