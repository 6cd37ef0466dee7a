/** The page's "select all" box: ticked, unticked, or mixed when some of its rows are chosen. */
export function pageSelectionState(
  selected: ReadonlySet<string>,
  pageIds: readonly string[],
): boolean | 'mixed' {
  const chosen = pageIds.filter((id) => selected.has(id)).length;
  if (chosen === 0) return false;
  return chosen === pageIds.length ? true : 'mixed';
}

/** One row ticked or unticked. */
export function withRow(selected: ReadonlySet<string>, id: string, on: boolean): Set<string> {
  const next = new Set(selected);
  if (on) next.add(id);
  else next.delete(id);
  return next;
}

/**
 * The page's "select all" box pressed: every row of the page chosen, or (when all already are)
 * none of them. Rows chosen on other pages stay chosen.
 */
export function withPage(selected: ReadonlySet<string>, pageIds: readonly string[]): Set<string> {
  const next = new Set(selected);
  const all = pageSelectionState(selected, pageIds) === true;
  for (const id of pageIds) {
    if (all) next.delete(id);
    else next.add(id);
  }
  return next;
}
