import { expect, type APIRequestContext } from '@playwright/test';
import { defaultBarDateRules, type BarDateRules } from '#common/bar-dates';
import { sendIdea } from './admin';
import { E2E_BASE_URL } from './environment';

/**
 * The calendar date `days` from today where the tests run, which is where their browser is: the
 * pages count days left from the reader's own today.
 */
export function localDateIn(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Sends an idea through the API with one talk on `date`, planned unless said; returns its id. */
export const sendIdeaWithTalk = (
  request: APIRequestContext,
  idea: { title: string; date: string; where: string; timing?: 'prior' | 'planned' },
): Promise<string> =>
  sendIdea(request, {
    title: idea.title,
    description: 'A talk sets its bar dates.',
    facts: {
      publicDisclosures: [
        { timing: idea.timing ?? 'planned', type: 'talk', date: idea.date, where: idea.where },
      ],
    },
  });

/** The rules in force, with their version, as an admin reads them. */
export async function rulesInForce(admin: APIRequestContext): Promise<BarDateRules> {
  const answer = await admin.get('/api/admin/bar-date-rules');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as BarDateRules;
}

/** Saves `rules` as a new version from the one in force, as another admin would. */
export async function saveRules(
  admin: APIRequestContext,
  rules: BarDateRules['rules'],
): Promise<BarDateRules> {
  const { version } = await rulesInForce(admin);
  const saved = await admin.put('/api/admin/bar-date-rules', {
    headers: { origin: E2E_BASE_URL },
    data: { rules, basedOn: version },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return (await saved.json()) as BarDateRules;
}

/** Puts the portal's first rules back, so no other spec meets a rule one changed. */
export const restoreDefaultRules = (admin: APIRequestContext) =>
  saveRules(
    admin,
    defaultBarDateRules.map((rule) => ({ ...rule, counts: [...rule.counts] })),
  );
