import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useCallback, useRef, useState } from 'react';
import { barDateRuleMessages, type BarDateRules } from '#common/bar-dates';
import { StaleVersionNotice } from '#web/components/form/versioned-save';
import { LoadedQuery } from '#web/components/list/loaded-query';
import { Button } from '#web/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#web/components/ui/card';
import { formatDateTime } from '#web/lib/dates';
import { staffBarDateRulesQueryOptions } from '../api/bar-date-rules';
import { knownRules } from '../lib/rules';
import { BarDateCaveat } from './bar-date-caveat';
import { BarDateRulesForm } from './bar-date-rules-form';
import { BarDateRulesTable } from './bar-date-rules-table';

/** Settings' "Bar-date rules" card, loading its own rules (admins only). */
export function BarDateRulesSettings() {
  const rules = useQuery(staffBarDateRulesQueryOptions);
  return (
    <LoadedQuery
      query={rules}
      loading="Loading bar-date rules..."
      failed="Failed to load the bar-date rules. Please try again."
    >
      {(current) => <BarDateRulesCard current={current} />}
    </LoadedQuery>
  );
}

/**
 * The rules in force and their version; Edit rules turns the table into the editor. Leaving the
 * editor returns focus to Edit rules, or to the notice when another admin saved first.
 */
function BarDateRulesCard({ current }: { current: BarDateRules }) {
  const [editing, setEditing] = useState(false);
  const [stale, setStale] = useState(false);
  const returnFocus = useRef(false);
  // Stable callbacks: React calls them as the element comes and goes, not at every render.
  const focusOnReturn = useCallback((button: HTMLButtonElement | null) => {
    if (button && returnFocus.current) button.focus();
    returnFocus.current = false;
  }, []);

  const close = () => {
    returnFocus.current = true;
    setEditing(false);
  };
  return (
    <Card role="region" aria-labelledby="bar-date-rules-heading">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <CardTitle id="bar-date-rules-heading">Bar-date rules</CardTitle>
          {!editing && (
            <Button
              variant="outline"
              size="sm"
              ref={focusOnReturn}
              onClick={() => {
                setStale(false);
                setEditing(true);
              }}
            >
              <Pencil aria-hidden="true" />
              Edit rules
            </Button>
          )}
        </div>
        <CardDescription>
          By when an idea must be filed to keep patent rights in each jurisdiction, from the public
          disclosures it lists. Saving makes a new version and moves every sent idea&apos;s next bar
          date at once.
        </CardDescription>
        <p className="text-sm font-medium text-slate-900">
          Version {current.version} of the rules, saved {formatDateTime(current.savedAt)}
        </p>
        <BarDateCaveat className="text-sm" />
      </CardHeader>
      <CardContent className="space-y-4">
        {stale && <StaleVersionNotice>{barDateRuleMessages.changed}</StaleVersionNotice>}
        {editing ? (
          // A new version starts the editor again from what was saved.
          <BarDateRulesForm
            key={current.version}
            current={current}
            onSaved={close}
            onCancel={close}
            onStale={() => {
              setStale(true);
              setEditing(false);
            }}
          />
        ) : (
          <BarDateRulesTable rules={knownRules(current.rules)} />
        )}
      </CardContent>
    </Card>
  );
}
