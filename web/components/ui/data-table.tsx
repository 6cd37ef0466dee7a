import { Fragment, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { cn } from '#web/lib/cn';

type DataTableProps = ComponentProps<'table'> & {
  /** Read out before the table: what it lists, and in what order. */
  caption: string;
  /** The header cells: column labels, or cells of their own (e.g. sortable ones). */
  columns: readonly (string | { key: string; cell: ReactNode })[];
  /** The frame around the table, which scrolls sideways when the table is wider. */
  frameClassName?: string;
  /**
   * Below the md breakpoint each row becomes a card whose cells stack, so nothing is off screen
   * to the side. The sortable headers stay, as a row of sort buttons above the cards; headers
   * that only name a column are hidden there (CardLabel names such a cell on its card).
   */
  stacked?: boolean;
  /** The rows (a <tbody>'s children). */
  children: ReactNode;
};

const stackedOnSmallScreens = [
  'max-md:block max-md:min-w-0',
  'max-md:[&>thead]:block max-md:[&>thead>tr]:flex max-md:[&>thead>tr]:flex-wrap max-md:[&>thead>tr]:gap-x-2 max-md:[&>thead>tr]:px-2',
  'max-md:[&>thead>tr>th:not(:has(button))]:hidden',
  'max-md:[&>tbody]:block max-md:[&>tbody>tr]:block max-md:[&>tbody>tr]:py-2',
  'max-md:[&>tbody>tr>*]:block max-md:[&>tbody>tr>*]:max-w-none max-md:[&>tbody>tr>*]:py-1',
].join(' ');

/** A table of records: the scrolling frame, a caption for screen readers and the header row. */
export function DataTable({
  caption,
  columns,
  frameClassName,
  stacked = false,
  className,
  children,
  ...props
}: DataTableProps) {
  return (
    <div
      data-table-frame
      className={cn('overflow-x-auto rounded-xl border border-slate-200', frameClassName)}
    >
      <table
        className={cn('w-full text-left text-sm', className, stacked && stackedOnSmallScreens)}
        {...props}
      >
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-slate-50 text-xs font-semibold text-slate-700">
          <tr>
            {columns.map((column) =>
              typeof column === 'string' ? (
                <th
                  key={column}
                  scope="col"
                  className="px-3 py-3 tracking-wide whitespace-nowrap uppercase"
                >
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

/** A cell's column name, shown only where rows are cards and the header row is not. */
export function CardLabel({ children }: { children: string }) {
  return <span className="mr-1.5 text-xs font-semibold text-slate-600 md:hidden">{children}:</span>;
}

// What in a row acts on its own: a click there is not a click on the row.
const OWN_ACTION = 'a, button, input, select, textarea, label, summary, [role="menuitem"]';

/**
 * Props for a <tr> that opens `to` when clicked anywhere but on its own controls (checkboxes,
 * buttons, links), as in a mail client's list. It is a larger target for the mouse only: the
 * link in the row's title cell stays the way for keyboards and screen readers, so the row
 * itself takes no focus and has no role of its own.
 */
export function useRowLink(to: string) {
  const navigate = useNavigate();
  return {
    onClick(event: MouseEvent<HTMLTableRowElement>) {
      const target = event.target;
      if (event.defaultPrevented || event.button !== 0 || !(target instanceof Element)) return;
      // A menu or dialog opened from the row lives elsewhere in the page: not the row's.
      if (!event.currentTarget.contains(target) || target.closest(OWN_ACTION)) return;
      // Selecting a title to copy it is not opening the idea.
      if (window.getSelection()?.toString()) return;
      if (event.metaKey || event.ctrlKey) window.open(to, '_blank', 'noopener');
      else void navigate(to);
    },
    className: 'cursor-pointer hover:bg-slate-50',
  };
}

/**
 * A row that opens `to` (useRowLink), headed by its title as the link there, with a line under
 * it (e.g. the idea's reference); the row's other cells follow.
 */
export function LinkRow({
  to,
  title,
  subtitle,
  children,
}: {
  to: string;
  title: string;
  subtitle: ReactNode;
  children: ReactNode;
}) {
  const rowLink = useRowLink(to);
  return (
    <tr onClick={rowLink.onClick} className={cn('align-top', rowLink.className)}>
      <th scope="row" className="w-full min-w-[12rem] px-3 py-3 font-medium">
        <Link
          to={to}
          className="text-brand-900 [overflow-wrap:anywhere] underline underline-offset-4"
        >
          {title}
        </Link>
        <span className="mt-1 block font-mono text-xs font-normal text-slate-600">{subtitle}</span>
      </th>
      {children}
    </tr>
  );
}
