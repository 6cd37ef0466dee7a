import { useId } from 'react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { ADMIN_PAGE_SIZES } from '../../../../../common/admin';
import { Button } from '../../../../components/ui/button';
import { inputClassName } from '../../../../components/ui/input';
import { cn } from '../../../../lib/cn';

/**
 * Previous / Next, 'Page X of Y' and the page size. At either end the buttons are
 * aria-disabled rather than disabled, so the focus stays on them instead of falling to the page.
 */
export function ListPagination({
  label,
  page,
  pages,
  pageSize,
  onPage,
  onPageSize,
}: {
  /** Names the navigation landmark, e.g. 'User list pages'. */
  label: string;
  page: number;
  pages: number;
  pageSize: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
}) {
  const sizeId = useId();
  const first = page <= 1;
  const last = page >= pages;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-4 pt-4">
      <div className="flex items-center gap-2">
        <label htmlFor={sizeId} className="text-sm text-slate-700">
          Rows per page
        </label>
        <select
          id={sizeId}
          value={pageSize}
          onChange={(event) => onPageSize(Number(event.target.value))}
          className={cn(inputClassName, 'h-8 w-auto py-0 pr-8')}
        >
          {ADMIN_PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      <div className="flex items-center gap-3">
        <p className="text-sm text-slate-700" aria-live="polite">
          Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
        </p>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={first || undefined}
          onClick={() => !first && onPage(page - 1)}
        >
          <ChevronLeft aria-hidden="true" />
          Previous
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={last || undefined}
          onClick={() => !last && onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
    </nav>
  );
}
