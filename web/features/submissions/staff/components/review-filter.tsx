import {
  reviewFilterLabels,
  reviewFilters,
  type ReviewFilter as Filter,
} from '#common/staff-submissions';
import { FilterSelect, type SelectOption } from '#web/components/ui/admin-select';

type Choice = Filter | 'all';

const options: SelectOption<Choice>[] = [
  { value: 'all', label: 'All' },
  ...reviewFilters.map((filter) => ({ value: filter, label: reviewFilterLabels[filter] })),
];

/** Narrows the list to ideas still waiting for a review, or to those with a scorecard. */
export function ReviewFilter({
  value,
  onChange,
}: {
  value: Filter | undefined;
  onChange: (filter: Filter | undefined) => void;
}) {
  return (
    <FilterSelect
      label="Reviews"
      className="w-40"
      value={value ?? 'all'}
      options={options}
      onValueChange={(choice) => onChange(choice === 'all' ? undefined : choice)}
    />
  );
}
