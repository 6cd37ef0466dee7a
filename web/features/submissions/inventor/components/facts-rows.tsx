import { useState, type ReactNode, type RefObject } from 'react';
import { get, useFieldArray, useFormContext, useFormState, type FieldArray } from 'react-hook-form';
import { Plus, Trash2 } from 'lucide-react';
import { factLimits, factMessages } from '#common/invention-facts';
import { Button } from '#web/components/ui/button';
import { useRowFocus } from './facts-controls';
import type { SubmissionFormInput, SubmissionFormValues } from './submission-schema';

// A list the inventor adds rows to (public disclosures, funders, co-inventors): each row
// numbered ('Disclosure 1'), its controls named with the number, a Remove button per row and an
// Add button under them, until the list is full.

type ListName = 'facts.publicDisclosures' | 'facts.funding' | 'inventors.coInventors';

/** How many rows a list takes, and what it says once it has them. */
interface ListLimit {
  entries: number;
  message: string;
}

const factsLimit: ListLimit = { entries: factLimits.entries, message: factMessages.tooMany };

/** The words a screen reader says before a row's visible label: 'Disclosure 1 '. */
export const RowLabel = ({
  noun,
  number,
  label,
}: {
  noun: string;
  number: number;
  label: string;
}) => (
  <>
    <span className="sr-only">{`${noun} ${number} `}</span>
    {label}
  </>
);

export function FactRow({
  noun,
  number,
  onRemove,
  children,
}: {
  noun: string;
  number: number;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <li className="space-y-3 rounded-lg border border-slate-300 p-3 sm:p-4">
      <p className="text-sm font-semibold text-slate-900">{`${noun} ${number}`}</p>
      {children}
      {/* After the row's fields, so the keyboard reaches it once the row is filled in. */}
      <div className="flex justify-end">
        <Button variant="ghost" className="h-11 text-red-700 sm:h-9" onClick={onRemove}>
          <Trash2 aria-hidden="true" />
          Remove<span className="sr-only">{` ${noun.toLowerCase()} ${number}`}</span>
        </Button>
      </div>
    </li>
  );
}

export function FactRows({
  name,
  label,
  count,
  list,
  add,
  addLabel,
  onAdd,
  announcement,
  limit,
  children,
}: {
  /** The list's field, for a refusal of the list as a whole. */
  name: ListName;
  /** The list's accessible name. */
  label: string;
  count: number;
  list: RefObject<HTMLOListElement | null>;
  add: RefObject<HTMLButtonElement | null>;
  addLabel: string;
  onAdd: () => void;
  /** What was just added or removed, said to screen readers. */
  announcement: string;
  limit: ListLimit;
  children: ReactNode;
}) {
  const { errors } = useFormState<SubmissionFormValues>({ name });
  const listError = (get(errors, name) as { message?: string } | undefined)?.message;
  const full = count >= limit.entries;
  return (
    <div className="space-y-3">
      {count > 0 && (
        <ol aria-label={label} ref={list} className="space-y-3">
          {children}
        </ol>
      )}
      {listError && <p className="text-sm font-medium text-red-700">{listError}</p>}
      {full ? (
        <p className="text-sm text-slate-600">{limit.message}</p>
      ) : (
        <Button ref={add} variant="outline" className="h-11 sm:h-10" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {addLabel}
        </Button>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

/**
 * A list of fact rows with what its Add and Remove buttons do besides: focus moves to the new
 * row, or to the row that took a removed one's place, and a screen reader is told which.
 */
export function useFactList<N extends ListName>(
  name: N,
  noun: string,
  newRow: () => FieldArray<SubmissionFormInput, N>,
  limit: ListLimit = factsLimit,
) {
  const { control } = useFormContext<SubmissionFormInput>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const focus = useRowFocus(fields.length);
  const [announcement, setAnnouncement] = useState('');
  return {
    fields,
    /** FactRows' props, but for its label, Add button's words and rows. */
    rows: {
      name,
      count: fields.length,
      list: focus.list,
      add: focus.add,
      announcement,
      limit,
      onAdd: () => {
        focus.focusRow(fields.length);
        append(newRow(), { shouldFocus: false });
        setAnnouncement(`${noun} ${fields.length + 1} added.`);
      },
    },
    removeRow: (index: number) => () => {
      focus.focusRow(index);
      remove(index);
      setAnnouncement(`${noun} ${index + 1} removed.`);
    },
  };
}
