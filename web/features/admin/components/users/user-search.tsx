import { useEffect, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '../../../../../common/admin';
import { Input } from '../../../../components/ui/input';

/** Typing pauses this long before the list is asked again: one request a burst, not a key. */
const SEARCH_DELAY_MS = 300;

/**
 * The user list's search box. `value` is the search in the URL; what is typed reaches
 * `onSearch` after a pause, or at once on Enter.
 */
export function UserSearch({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const id = useId();
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);

  // The URL's search changed from elsewhere (Back, a shared link): show it. Comparing trimmed
  // text keeps a space the user just typed from being taken away when their search lands.
  if (value !== shown) {
    setShown(value);
    if (text.trim() !== value) setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return;
    const timer = window.setTimeout(() => onSearch(text), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [text, value, onSearch]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900">
        Search users
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search by name, job title, email or ID..."
          maxLength={ADMIN_SEARCH_MAX}
          autoComplete="off"
          className="pl-9"
        />
      </div>
    </form>
  );
}
