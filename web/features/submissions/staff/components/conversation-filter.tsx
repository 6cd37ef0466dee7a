import { useQuery } from '@tanstack/react-query';
import {
  conversationFilterLabels,
  conversationFilters,
  type ConversationFilter as Filter,
} from '#common/staff-submissions';
import { conversationCountsQueryOptions } from '#web/features/submissions/staff/api/submissions';
import { FilterSelect, type SelectOption } from '#web/components/ui/admin-select';

type Choice = Filter | 'any';

/**
 * Narrows the list to ideas awaiting their inventor, answered by them, or holding messages
 * the reader has not read; each choice says how many there are.
 */
export function ConversationFilter({
  value,
  onChange,
}: {
  value: Filter | undefined;
  onChange: (filter: Filter | undefined) => void;
}) {
  const counts = useQuery(conversationCountsQueryOptions).data;
  const options: SelectOption<Choice>[] = [
    { value: 'any', label: 'Any conversation' },
    ...conversationFilters.map((filter) => ({
      value: filter,
      label: counts
        ? `${conversationFilterLabels[filter]} (${counts[filter].toLocaleString('en-US')})`
        : conversationFilterLabels[filter],
    })),
  ];
  return (
    <FilterSelect
      label="Conversation"
      className="w-56"
      value={value ?? 'any'}
      options={options}
      onValueChange={(choice) => onChange(choice === 'any' ? undefined : choice)}
    />
  );
}
