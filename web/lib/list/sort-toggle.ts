/** A list's sort: which column, which way. */
export interface SortState<K extends string> {
  sort: K;
  dir: 'asc' | 'desc';
}

/**
 * The sort after a click on a column's header (spec 01 §2): the active column flips its
 * direction; a newly chosen column starts ascending.
 */
export function nextSort<K extends string>(current: SortState<K>, column: K): SortState<K> {
  if (current.sort !== column) return { sort: column, dir: 'asc' };
  return { sort: column, dir: current.dir === 'asc' ? 'desc' : 'asc' };
}

/** The header's aria-sort: only the active column announces a direction. */
export function ariaSort<K extends string>(
  current: SortState<K>,
  column: K,
): 'ascending' | 'descending' | 'none' {
  if (current.sort !== column) return 'none';
  return current.dir === 'asc' ? 'ascending' : 'descending';
}
