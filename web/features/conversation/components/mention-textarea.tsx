import { useId, useState, type ComponentProps, type KeyboardEvent } from 'react';
import type { ListedStaff } from '#common/conversation';
import { mentionCandidates, mentionQueryAt } from '#common/mentions';
import { Textarea } from '#web/components/ui/textarea';
import { cn } from '#web/lib/cn';

const MAX_OPTIONS = 8;

type MentionTextareaProps = Omit<ComponentProps<'textarea'>, 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
  /** Who may be mentioned: the staff who may read the idea. */
  staff: ListedStaff[];
  /** A colleague chosen from the list, whose `@Name` is now in the text. */
  onPick: (member: ListedStaff) => void;
};

/**
 * A note's text, where typing @ offers the colleagues who may read the idea: a list that follows
 * the typed letters, chosen with Up, Down and Enter (or Tab), closed with Escape, or by pointer.
 * The text box stays a text box and points at the highlighted option (aria-activedescendant).
 */
export function MentionTextarea({
  value,
  onChange,
  staff,
  onPick,
  className,
  ...props
}: MentionTextareaProps) {
  const ids = useId();
  const listId = `${ids}-mentions`;
  const [caret, setCaret] = useState<number | null>(null);
  const [active, setActive] = useState(0);
  // The @ whose list was closed with Escape stays closed until another @ is typed.
  const [dismissed, setDismissed] = useState<number | null>(null);

  const typing = caret === null ? null : mentionQueryAt(value, caret);
  const options = typing ? mentionCandidates(typing.query, staff).slice(0, MAX_OPTIONS) : [];
  const open = typing !== null && typing.start !== dismissed && options.length > 0;
  const current = open ? Math.min(active, options.length - 1) : -1;
  const optionId = (index: number) => `${ids}-option-${index}`;

  const follow = (element: HTMLTextAreaElement) => {
    setCaret(element.selectionStart === element.selectionEnd ? element.selectionStart : null);
  };

  function pick(member: ListedStaff, element: HTMLTextAreaElement | null) {
    if (!typing || caret === null) return;
    const inserted = `@${member.name} `;
    const next = value.slice(0, typing.start) + inserted + value.slice(caret);
    const at = typing.start + inserted.length;
    onChange(next);
    onPick(member);
    setCaret(at);
    setActive(0);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at, at);
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!open) return;
    const member = options[current];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current + step + options.length) % options.length);
    } else if ((event.key === 'Enter' || event.key === 'Tab') && member) {
      event.preventDefault();
      pick(member, event.currentTarget);
    } else if (event.key === 'Escape') {
      // Closes the list only, not what holds the text box.
      event.preventDefault();
      event.stopPropagation();
      setDismissed(typing?.start ?? null);
    }
  }

  return (
    <div className="relative">
      <Textarea
        {...props}
        value={value}
        className={className}
        aria-autocomplete="list"
        aria-controls={open ? listId : undefined}
        aria-activedescendant={open ? optionId(current) : undefined}
        onChange={(event) => {
          const { value: next, selectionStart } = event.target;
          onChange(next);
          follow(event.target);
          setActive(0);
          if (mentionQueryAt(next, selectionStart)?.start !== dismissed) setDismissed(null);
        }}
        onSelect={(event) => follow(event.currentTarget)}
        onKeyDown={onKeyDown}
        onBlur={(event) => {
          setCaret(null);
          props.onBlur?.(event);
        }}
      />
      <p role="status" className="sr-only">
        {open
          ? `${options.length} ${options.length === 1 ? 'person matches' : 'people match'}. Up and Down to choose, Enter to insert, Escape to close.`
          : ''}
      </p>
      {open && (
        <ul
          id={listId}
          role="listbox"
          aria-label="Colleagues who can read this idea"
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border border-slate-300 bg-white py-1 shadow-lg"
        >
          {options.map((member, index) => (
            <li
              key={member.id}
              id={optionId(index)}
              role="option"
              aria-selected={index === current}
              // Keeps the focus (and the caret) in the text box.
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) =>
                pick(member, event.currentTarget.closest('div')?.querySelector('textarea') ?? null)
              }
              className={cn(
                'flex min-h-11 cursor-pointer items-center justify-between gap-3 px-3 text-sm text-slate-900',
                index === current && 'bg-brand-50 font-medium',
              )}
            >
              <span className="min-w-0 break-words">{member.name}</span>
              <span className="shrink-0 text-xs text-slate-600">
                {member.role === 'admin' ? 'Administrator' : 'Reviewer'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
