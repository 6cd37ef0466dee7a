/**
 * Which question a key moves focus to, from the one at `index` of `count` (the WAI-ARIA
 * accordion pattern): the arrows step and wrap, Home and End jump. Null for any other key.
 */
export function accordionFocusTarget(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
