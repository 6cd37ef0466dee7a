import { LoaderCircle } from 'lucide-react';

export function PageLoading({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      role="status"
      className="flex min-h-[50vh] items-center justify-center gap-3 text-slate-600"
    >
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-700" />
      <span>{label}</span>
    </div>
  );
}
