import { useEffect, useEffectEvent, useId, useState } from 'react';
import { Search } from 'lucide-react';
import { ADMIN_SEARCH_MAX } from '#common/list-query';
import { Input } from '#web/components/ui/input';

/** Long enough to let a word be typed, short enough to feel immediate. */
const DEBOUNCE_MS = 300;

type ListSearchProps = {
  /** Names the search box, e.g. 'Search users'. */
  label: string;
  placeholder: string;
  /** The search in the URL. */
  value: string;
  /** Called once typing pauses (or on Enter) with the new search. */
  onSearch: (q: string) => void;
};

/**
 * An admin list's search box. What is typed is kept here and sent on once typing pauses, so
 * the URL and the server see one search per pause rather than one per key.
 */
export function ListSearch({ label, placeholder, value, onSearch }: ListSearchProps) {
  const id = useId();
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  // The URL changed by itself (back button, a shared link): show its search. Not when it
  // only echoes what was typed: that would eat a trailing space mid-word.
  if (value !== seen) {
    setSeen(value);
    if (text.trim() !== value) setText(value);
  }

  const send = (q: string) => {
    if (q.trim() !== value) onSearch(q);
  };
  // Reads the latest `value` and `onSearch` when the timer fires, without restarting it.
  const sendAfterPause = useEffectEvent(send);
  useEffect(() => {
    const timer = setTimeout(() => sendAfterPause(text), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <form
      role="search"
      className="w-full sm:max-w-sm"
      onSubmit={(event) => {
        event.preventDefault();
        send(text);
      }}
    >
      <label htmlFor={id} className="mb-1.5 block text-sm font-medium text-slate-900">
        {label}
      </label>
      <div className="relative">
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
        />
        <Input
          id={id}
          type="search"
          className="pl-9"
          placeholder={placeholder}
          maxLength={ADMIN_SEARCH_MAX}
          autoComplete="off"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </form>
  );
}
