import type { ReactNode } from 'react';
import { adminMessages } from '#common/admin-messages';
import { stageLabels, stages } from '#common/pipeline';
import {
  reviewFilterLabels,
  reviewFilters,
  type AdminSubmissionsQuery,
} from '#common/staff-submissions';
import { withSearch } from '#web/lib/list/list-query';
import type { SetListQuery } from '#web/lib/list/use-list-url';
import {
  withBarDate,
  withConversation,
  withDecisionDue,
  withPhi,
  withReview,
  withStage,
} from '#web/features/submissions/staff/lib/submission-list-query';
import { ListSearch } from '#web/components/list/list-search';
import { ConversationFilter } from './conversation-filter';
import { OptionalFilter } from './optional-filter';
import { PHI_FLAGGED } from './phi-flagged-chip';

/** Ideas still waiting for a review, or those with a scorecard. */
const reviewOptions = reviewFilters.map((filter) => ({
  value: filter,
  label: reviewFilterLabels[filter],
}));

/** The ideas in which the PHI guard found what looks like a patient identifier: handle with care. */
const phiOptions = [{ value: 'flagged' as const, label: PHI_FLAGGED }];

/** The ideas whose next bar date (a filing deadline, ADR 36) comes within 90 days. */
const barDateOptions = [{ value: '90' as const, label: 'Within 90 days' }];

/** The stages of the patent pipeline (ADR 40), in their order. */
const stageOptions = stages.map((stage) => ({ value: stage, label: stageLabels[stage] }));

/** The ideas whose decision is due within 30 days, or overdue. */
const decisionDueOptions = [{ value: '30' as const, label: 'Within 30 days' }];

/** The list's search and filters, each kept in the URL; `children` adds more filters. */
export function SubmissionsFilters({
  query,
  setQuery,
  children,
}: {
  query: AdminSubmissionsQuery;
  setQuery: SetListQuery<AdminSubmissionsQuery>;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-end">
      <div className="min-w-0 flex-1 lg:min-w-72">
        <ListSearch
          label="Search submissions"
          placeholder={adminMessages.searchSubmissions}
          value={query.q}
          onSearch={(q) => setQuery(withSearch(query, q), { replace: true })}
        />
      </div>
      <ConversationFilter
        value={query.conversation}
        onChange={(conversation) => setQuery(withConversation(query, conversation))}
      />
      <OptionalFilter
        label="Reviews"
        anyLabel="All"
        className="w-40"
        options={reviewOptions}
        value={query.review}
        onChange={(review) => setQuery(withReview(query, review))}
      />
      <OptionalFilter
        label="Patient information"
        anyLabel="All"
        className="w-40"
        options={phiOptions}
        value={query.phi}
        onChange={(phi) => setQuery(withPhi(query, phi))}
      />
      <OptionalFilter
        label="Bar date"
        anyLabel="All"
        className="w-44"
        options={barDateOptions}
        value={query.barDate}
        onChange={(barDate) => setQuery(withBarDate(query, barDate))}
      />
      <OptionalFilter
        label="Stage"
        anyLabel="All stages"
        className="w-60"
        options={stageOptions}
        value={query.stage}
        onChange={(stage) => setQuery(withStage(query, stage))}
      />
      <OptionalFilter
        label="Decision due"
        anyLabel="All"
        className="w-44"
        options={decisionDueOptions}
        value={query.decisionDue}
        onChange={(decisionDue) => setQuery(withDecisionDue(query, decisionDue))}
      />
      {children}
    </div>
  );
}
