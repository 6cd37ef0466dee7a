import { useState } from 'react';
import { withPage, withRow } from './row-selection';

/** The rows a person has ticked in a list, across its pages, for an action on all of them. */
export function useRowSelection() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  return {
    selected,
    toggleRow: (id: string, on: boolean) => setSelected((current) => withRow(current, id, on)),
    togglePage: (pageIds: readonly string[]) =>
      setSelected((current) => withPage(current, pageIds)),
    clear: () => setSelected(new Set()),
  };
}

export type RowSelection = ReturnType<typeof useRowSelection>;
