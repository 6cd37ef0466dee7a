import { useQuery } from '@tanstack/react-query';
import type { FactKey } from '#common/invention-facts';
import { factRequirementsQueryOptions } from '#web/features/fact-requirements';

/**
 * The facts admins require before an idea is sent. Until they are known (or when they cannot be
 * read) none is marked: the server still refuses a send without one, on its field.
 */
export function useRequiredFacts(): readonly string[] {
  return useQuery(factRequirementsQueryOptions).data?.required ?? [];
}

/** ' (required to submit)' after a fact's label, when it is. */
export function RequiredMark({ fact }: { fact: FactKey }) {
  const required = useRequiredFacts();
  if (!required.includes(fact)) return null;
  return <span className="font-normal text-slate-600"> (required to submit)</span>;
}
