import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';
import { ADMIN_PAGE_SIZES } from '../../../../../common/admin';
import { Button } from '../../../../components/ui/button';
import { pageCount, pageRangeText } from '../../lib/submissions/submission-list-query';
import { AdminSelect } from './admin-select';

const pageSizeOptions = ADMIN_PAGE_SIZES.map((size) => ({
  value: String(size),
  label: String(size),
}));

type SubmissionsPaginationProps = {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (pageSize: number) => void;
};

/** Pages of the list as the server cut them: where we are, Previous/Next and the page size. */
export function SubmissionsPagination({
  page,
  pageSize,
  total,
  onPage,
  onPageSize,
}: SubmissionsPaginationProps) {
  const sizeId = useId();
  const pages = pageCount(total, pageSize);
  const isFirst = page <= 1;
  const isLast = page >= pages;

  return (
    <nav
      aria-label="Submissions pages"
      className="flex flex-wrap items-center justify-between gap-4 text-sm text-slate-700"
    >
      <p className="flex flex-wrap gap-x-4">
        <span>{pageRangeText(page, pageSize, total)}</span>
        <span>
          Page {page.toLocaleString('en-US')} of {pages.toLocaleString('en-US')}
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
        {/* aria-disabled at the ends: a disabled button would drop keyboard focus to the page. */}
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
