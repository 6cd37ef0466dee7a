import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  conversationFilterLabels,
  conversationFilters,
  type ConversationFilter as Filter,
} from '#common/admin';
import { conversationCountsQueryOptions } from '#web/features/admin/api/submissions';
import { AdminSelect, type SelectOption } from '../admin-select';

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
  const id = useId();
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
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium whitespace-nowrap text-slate-900">
        Conversation
      </label>
      <AdminSelect
        id={id}
        className="w-56"
        value={value ?? 'any'}
        options={options}
        onValueChange={(choice) => onChange(choice === 'any' ? undefined : choice)}
      />
    </div>
  );
}
