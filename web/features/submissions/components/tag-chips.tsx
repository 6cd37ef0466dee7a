import type { ReactNode } from 'react';
import { Tag } from 'lucide-react';

/**
 * A submission's staff tags as small chips, in a list a screen reader announces with its
 * count. `action` adds a control to each chip (a labelled remove button on the edit page).
 */
export function TagChips({
  tags,
  label = 'Tags',
  action,
}: {
  tags: readonly string[];
  label?: string;
  action?: (tag: string) => ReactNode;
}) {
  if (tags.length === 0) return null;
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1.5">
      {tags.map((tag) => (
        <li
          key={tag}
          className="inline-flex items-center gap-1 rounded-full border border-slate-300 bg-slate-50 px-2 py-0.5 text-xs font-medium text-slate-800"
        >
          <Tag aria-hidden="true" className="size-3 shrink-0" />
          {tag}
          {action?.(tag)}
        </li>
      ))}
    </ul>
  );
}
