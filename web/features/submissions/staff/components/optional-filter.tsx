import { FilterSelect, type SelectOption } from '#web/components/ui/admin-select';

const ANY = 'any';

/**
 * One of the list's filters: a labelled select whose first choice, `anyLabel`, is no filter
 * (undefined, left out of the URL) and whose others narrow the list.
 */
export function OptionalFilter<F extends string>({
  label,
  anyLabel,
  options,
  value,
  onChange,
  className,
}: {
  label: string;
  anyLabel: string;
  options: readonly SelectOption<F>[];
  value: F | undefined;
  onChange: (filter: F | undefined) => void;
  className: string;
}) {
  return (
    <FilterSelect<F | typeof ANY>
      label={label}
      className={className}
      value={value ?? ANY}
      options={[{ value: ANY, label: anyLabel }, ...options]}
      onValueChange={(choice) => onChange(choice === ANY ? undefined : (choice as F))}
    />
  );
}
