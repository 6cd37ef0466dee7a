import type { ReactNode } from 'react';
import { hasStatus } from '#web/lib/api';

/** A ref that brings the focus to its element as the element appears. */
export const focusOnArrival = (element: HTMLElement | null) => element?.focus();

/** What a versioned setting's form reports: saved, or refused as made from an older version. */
export type SaveOutcomes = { onSaved: () => void; onStale: () => void };

/**
 * The submit of a versioned setting's form, whose values carry the version they were edited
 * from (`basedOn`): `onSaved` once saved. A save from an older version (409; its mutation has
 * fetched the newer one by then) calls `onStale`; any other refusal is the form's to show.
 */
export function saveVersion<V>(
  save: (values: V) => Promise<unknown>,
  { onSaved, onStale }: SaveOutcomes,
) {
  return async (values: V) => {
    try {
      await save(values);
      onSaved();
    } catch (error) {
      if (!hasStatus(error, 409)) throw error;
      onStale();
    }
  };
}

/** Says that someone saved a newer version meanwhile, now shown; it takes the focus. */
export function StaleVersionNotice({ children }: { children: ReactNode }) {
  return (
    <p
      ref={focusOnArrival}
      tabIndex={-1}
      className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
    >
      {children}
    </p>
  );
}
