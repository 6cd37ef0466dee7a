import type { BarDateRule } from '#common/bar-dates';
import { CardLabel, DataTable } from '#web/components/ui/data-table';
import { countsText, graceText } from '../lib/rules';

const columns = ['Jurisdiction', 'Grace period', 'Disclosures that count', 'Source'] as const;

/** The rules in force, one row a jurisdiction; a card each on a phone. */
export function BarDateRulesTable({ rules }: { rules: readonly BarDateRule[] }) {
  if (rules.length === 0)
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
        No jurisdictions: no idea has a bar date.
      </p>
    );
  return (
    <DataTable caption="Bar-date rules in force, one a jurisdiction" columns={columns} stacked>
      {rules.map((rule) => (
        <tr key={rule.jurisdiction} className="align-top">
          <th scope="row" className="px-3 py-3 font-medium text-slate-900 md:min-w-[11rem]">
            {/* The code in a column of its own, so a name that wraps stays beside it. */}
            <span className="flex items-baseline gap-2">
              <span className="w-8 shrink-0 font-mono text-xs text-slate-700">
                {rule.jurisdiction}
              </span>
              <span>{rule.name}</span>
            </span>
          </th>
          <td className="px-3 py-3 whitespace-nowrap text-slate-800">
            <CardLabel>Grace period</CardLabel>
            {graceText(rule.graceMonths)}
          </td>
          <td className="px-3 py-3 text-slate-800">
            <CardLabel>Disclosures that count</CardLabel>
            {countsText(rule.counts)}
          </td>
          <td className="px-3 py-3 text-slate-700 md:min-w-[16rem]">
            <CardLabel>Source</CardLabel>
            {rule.source}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
