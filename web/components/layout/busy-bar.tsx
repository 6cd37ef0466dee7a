/** A thin bar along the top of the window while the next page loads. */
export function BusyBar() {
  return (
    <div
      aria-hidden="true"
      className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-500"
    />
  );
}
