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
  /** The table's width from the md breakpoint up, e.g. a min-width below which it scrolls. */
  className?: string;
  /** A header cell before the columns, e.g. a "select all on this page" checkbox. */
  leadingHeader?: ReactNode;
  /** The rows. */
  children: ReactNode;
};

/**
 * Below the md breakpoint each row becomes a card: its cells stack, so the status and the
 * actions are on screen without scrolling sideways. The sortable headers stay, as a row of
 * sort buttons above the cards; headers that only name a column are hidden there.
 */
const stackedOnSmallScreens = [
  'max-md:block max-md:min-w-0',
  'max-md:[&>thead]:block max-md:[&>thead>tr]:flex max-md:[&>thead>tr]:flex-wrap max-md:[&>thead>tr]:gap-x-2 max-md:[&>thead>tr]:px-2',
  'max-md:[&>thead>tr>th:not(:has(button))]:hidden',
  'max-md:[&>tbody]:block max-md:[&>tbody>tr]:block max-md:[&>tbody>tr]:py-2',
  'max-md:[&>tbody>tr>*]:block max-md:[&>tbody>tr>*]:max-w-none max-md:[&>tbody>tr>*]:py-1',
].join(' ');

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
      className={cn('transition-opacity', stale && 'opacity-60', className, stackedOnSmallScreens)}
      columns={[
        ...(leadingHeader ? [{ key: 'leading', cell: leadingHeader }] : []),
        ...columns.map((column) =>
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
        ),
      ]}
    >
      {children}
    </DataTable>
  );
}

/** A cell with a moment's date and time, kept on one line. */
export function DateCell({ value, label }: { value: string | null; label?: string }) {
  return (
    <td className="px-4 py-3 whitespace-nowrap text-slate-700">
      {label && <CardLabel>{label}</CardLabel>}
      {value ? <time dateTime={value}>{formatDateTime(value)}</time> : 'Not recorded'}
    </td>
  );
}

/** A cell's column name, shown only where rows are cards and the header row is not. */
export function CardLabel({ children }: { children: string }) {
  return <span className="mr-1.5 text-xs font-semibold text-slate-600 md:hidden">{children}:</span>;
}
