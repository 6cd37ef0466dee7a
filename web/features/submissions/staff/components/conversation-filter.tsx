import { useQuery } from '@tanstack/react-query';
import {
  conversationFilterLabels,
  conversationFilters,
  type ConversationFilter as Filter,
} from '#common/staff-submissions';
import { conversationCountsQueryOptions } from '#web/features/submissions/staff/api/submissions';
import { OptionalFilter } from './optional-filter';

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
  const options = conversationFilters.map((filter) => ({
    value: filter,
    label: counts
      ? `${conversationFilterLabels[filter]} (${counts[filter].toLocaleString('en-US')})`
      : conversationFilterLabels[filter],
  }));
  return (
    <OptionalFilter
      label="Conversation"
      anyLabel="Any conversation"
      className="w-56"
      options={options}
      value={value}
      onChange={onChange}
    />
  );
}
