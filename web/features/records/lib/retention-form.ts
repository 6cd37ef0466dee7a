import { z } from 'zod';
import {
  recordsLimits,
  retentionPeriod,
  retentionSettingsInputSchema,
  type RetentionSettings,
  type RetentionSettingsInput,
} from '#common/records';

const { declinedRetentionMonths, basedOn } = retentionSettingsInputSchema.shape;
/** The request's own rule and message for a period in months. */
const periodMonths = declinedRetentionMonths.unwrap();

/** What the card offers: declined ideas kept for good, or removed after a period. */
export type RetentionChoice = 'forever' | 'period';

/**
 * The retention card's form: the choice, the months (NaN while their box is empty, checked only
 * when a period is chosen, by the request's rule) and the version it was edited from. Its
 * checked values are the request's: `declinedRetentionMonths` null for good.
 */
export const retentionFormSchema = z
  .object({
    keep: z.enum(['forever', 'period']),
    months: z.number().or(z.nan()),
    basedOn,
  })
  .superRefine((values, context) => {
    if (values.keep !== 'period') return;
    const checked = periodMonths.safeParse(values.months);
    if (!checked.success)
      for (const issue of checked.error.issues)
        context.addIssue({ code: 'custom', message: issue.message, path: ['months'] });
  })
  .transform((values): RetentionSettingsInput => ({
    declinedRetentionMonths: values.keep === 'period' ? values.months : null,
    basedOn: values.basedOn,
  }));

export type RetentionFormValues = z.input<typeof retentionFormSchema>;

/** The form as the saved settings fill it; the months box is empty while ideas are kept for good. */
export function retentionFormValues(current: RetentionSettings): RetentionFormValues {
  const months = current.declinedRetentionMonths;
  return {
    keep: months === null ? 'forever' : 'period',
    months: months ?? Number.NaN,
    basedOn: current.version,
  };
}

/**
 * A period in months as typed, in words: "24 months (2 years)", "18 months", "1 month"; null
 * while it is not a period the portal keeps (empty, a fraction, out of range).
 */
export function monthsInWords(months: number): string | null {
  const { min, max } = recordsLimits.retentionMonths;
  if (!Number.isInteger(months) || months < min || months > max) return null;
  const counted = months === 1 ? '1 month' : `${months} months`;
  const said = retentionPeriod(months);
  return said === counted ? counted : `${counted} (${said})`;
}

/** The period in force, as the card says it. */
export function retentionInForce(months: number | null): string {
  return months === null
    ? 'Declined ideas are kept for good.'
    : `Declined ideas are removed ${monthsInWords(months) ?? retentionPeriod(months)} after their decision.`;
}
