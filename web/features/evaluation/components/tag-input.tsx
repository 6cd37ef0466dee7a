import { useId, type ComponentProps } from 'react';
import { useQuery } from '@tanstack/react-query';
import { TAG_MAX_LENGTH } from '#common/tags';
import { Input } from '#web/components/ui/input';
import { tagSuggestionsQueryOptions } from '../api/tags';

/**
 * A text input offering the tags already in use that start with what is typed, most used
 * first: the browser's own suggestion list (a datalist), so arrow keys, Enter and screen
 * readers work as with any other input.
 */
export function TagInput({ value, ...props }: ComponentProps<'input'> & { value: string }) {
  const listId = useId();
  const suggestions = useQuery(tagSuggestionsQueryOptions(value.trim().toLowerCase())).data;
  return (
    <>
      <Input
        {...props}
        value={value}
        list={listId}
        autoComplete="off"
        maxLength={TAG_MAX_LENGTH + 20}
      />
      <datalist id={listId}>
        {suggestions?.tags.map(({ tag, count }) => (
          <option key={tag} value={tag}>{`${tag} (${count.toLocaleString('en-US')})`}</option>
        ))}
      </datalist>
    </>
  );
}
