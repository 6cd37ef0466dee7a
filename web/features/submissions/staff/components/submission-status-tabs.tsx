import type { ReactNode } from 'react';
import { Tabs } from 'radix-ui';
import {
  submissionTabs,
  type SubmissionCounts,
  type SubmissionTab,
} from '#common/staff-submissions';
import { countText, countWords } from '#web/lib/list/list-query';

const tabLabels: Record<SubmissionTab, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

type SubmissionStatusTabsProps = {
  value: SubmissionTab;
  onValueChange: (tab: SubmissionTab) => void;
  /** Each tab's count; absent until the first answer. */
  counts: SubmissionCounts | undefined;
  /** The tabs whose count stopped at the search's cap ('1,000+'). */
  cappedCounts: readonly SubmissionTab[];
  /** The list of the chosen tab. */
  children: ReactNode;
};

/**
 * The All, Pending, Approved and Rejected tabs, each with its count (spec 01 §2). Arrow keys
 * move between tabs and Enter or Space chooses one (manual activation): each choice asks the
 * server for a new list, which arrowing past a tab should not.
 */
export function SubmissionStatusTabs({
  value,
  onValueChange,
  counts,
  cappedCounts,
  children,
}: SubmissionStatusTabsProps) {
  return (
    <Tabs.Root
      value={value}
      activationMode="manual"
      onValueChange={(next) => {
        const tab = submissionTabs.find((candidate) => candidate === next);
        if (tab) onValueChange(tab);
      }}
    >
      <Tabs.List
        aria-label="Filter submissions by status"
        className="inline-flex flex-wrap gap-1 rounded-lg bg-slate-100 p-1"
      >
        {submissionTabs.map((tab) => (
          <Tabs.Trigger
            key={tab}
            value={tab}
            // Spelled out: the label and its count pill would otherwise run together ('Pending12').
            aria-label={
              counts
                ? `${tabLabels[tab]} (${countWords(counts[tab], cappedCounts.includes(tab))})`
                : undefined
            }
            className="inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:text-brand-900 data-[state=active]:bg-white data-[state=active]:text-brand-900 data-[state=active]:shadow-sm"
          >
            {tabLabels[tab]}
            {counts && (
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800 tabular-nums">
                {countText(counts[tab], cappedCounts.includes(tab))}
              </span>
            )}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {/* One panel: the chosen tab's list (the others are fetched when chosen). */}
      <Tabs.Content value={value} className="mt-4">
        {children}
      </Tabs.Content>
    </Tabs.Root>
  );
}
