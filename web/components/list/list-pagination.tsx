import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_PAGE_SIZES } from '#common/list-query';
import { Button } from '#web/components/ui/button';
import { countText, pageCount, pageRangeText } from '#web/lib/list/list-query';
import { AdminSelect } from '../ui/admin-select';

const pageSizeOptions = ADMIN_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));

type ListPaginationProps = {
  /** Names the navigation landmark, e.g. 'User list pages'. */
  label: string;
  page: number;
  pageSize: number;
  /** The rows of every page together. */
  total: number;
  /**
   * Counting stopped at `total` (a search with more matches, ADR 14): the pages go on while
   * they are full, and the counts read '1,000+'. Gives the rows on this page.
   */
  capped?: { rowsOnPage: number };
  /** Also says which rows this page shows ('Showing 21–40 of 95'). */
  showRange?: boolean;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/**
 * Pages of an admin list as the server cut them: 'Page X of Y', the page size and
 * Previous / Next. At either end the buttons are aria-disabled rather than disabled, so the
 * focus stays on them instead of falling to the page.
 */
export function ListPagination({
  label,
  page,
  pageSize,
  total,
  capped,
  showRange = false,
  onPage,
  onPageSize,
}: ListPaginationProps) {
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const isFirst = page <= 1;
  const isLast = capped ? capped.rowsOnPage < pageSize : page >= pages;

  return (
    <nav
      aria-label={label}
      className="flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700"
    >
      <p className="flex flex-wrap gap-x-4" aria-live="polite">
        {showRange && <span>{pageRangeText(page, pageSize, total, capped)}</span>}
        <span>
          Page {page.toLocaleString('en-US')} of {countText(pages, capped !== undefined)}
        </span>
      </p>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <label htmlFor={sizeId} className="whitespace-nowrap">
            Rows per page
          </label>
          <AdminSelect
            id={sizeId}
            className="h-8 w-20"
            value={String(pageSize)}
            options={pageSizeOptions}
            onValueChange={(size) => onPageSize(Number(size))}
          />
        </div>
        <div className="flex gap-2">
          <Button
            variant="outline"
            size="sm"
            aria-disabled={isFirst || undefined}
            onClick={() => {
              if (!isFirst) onPage(page - 1);
            }}
          >
            <ChevronLeft aria-hidden="true" />
            Previous
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-disabled={isLast || undefined}
            onClick={() => {
              if (!isLast) onPage(page + 1);
            }}
          >
            Next
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>
    </nav>
  );
}
