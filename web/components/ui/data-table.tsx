import { Fragment, type ComponentProps, type ReactNode } from 'react';
import { cn } from '#web/lib/cn';

type DataTableProps = ComponentProps<'table'> & {
  /** Read out before the table: what it lists, and in what order. */
  caption: string;
  /** The header cells: column labels, or cells of their own (e.g. sortable ones). */
  columns: readonly (string | { key: string; cell: ReactNode })[];
  /** The frame around the table, which scrolls sideways when the table is wider. */
  frameClassName?: string;
  /** The rows (a <tbody>'s children). */
  children: ReactNode;
};

/** A table of records: the scrolling frame, a caption for screen readers and the header row. */
export function DataTable({
  caption,
  columns,
  frameClassName,
  className,
  children,
  ...props
}: DataTableProps) {
  return (
    <div className={cn('overflow-x-auto rounded-xl border border-slate-200', frameClassName)}>
      <table className={cn('w-full text-left text-sm', className)} {...props}>
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th key={column} scope="col" className="px-4 py-3 tracking-wide uppercase">
                  {column}
                </th>
              ) : (
                <Fragment key={column.key}>{column.cell}</Fragment>
              ),
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200">{children}</tbody>
      </table>
    </div>
  );
}
