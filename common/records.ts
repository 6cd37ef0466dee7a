import { z } from 'zod';
import { plainText } from './text';

// Records management: legal holds on ideas, and how long declined ideas are kept (ADR 44).

export const recordsLimits = {
  holdReason: { min: 3, max: 500 },
  /** Months a declined idea is kept after its decision; null keeps it for good. */
  retentionMonths: { min: 1, max: 600 },
  /** Days between the admins' notice of a removal and the removal itself. */
  noticeDays: 7,
} as const;

export const recordsMessages = {
  holdReason: `Say why the idea is held, in ${recordsLimits.holdReason.min} to ${recordsLimits.holdReason.max} characters.`,
  liftReason: `Say why the hold ends, in ${recordsLimits.holdReason.min} to ${recordsLimits.holdReason.max} characters.`,
  alreadyHeld: 'This idea is already under a legal hold.',
  notHeld: 'This idea is not under a legal hold.',
  retentionMonths: `Choose a period of ${recordsLimits.retentionMonths.min} to ${recordsLimits.retentionMonths.max} months, or keep declined ideas for good.`,
  settingsChanged:
    'Another admin changed the retention period meanwhile. The page now shows theirs; save again to replace it.',
  /** What a deletion of a held idea answers, with the hold's reason. */
  held: (reason: string) =>
    `This idea is under a legal hold and cannot be deleted: ${reason.replace(/[.\s]+$/, '')}. An admin must lift the hold first.`,
} as const;

const reasonText = (message: string) =>
  plainText(
    z
      .string(message)
      .trim()
      .min(recordsLimits.holdReason.min, message)
      .max(recordsLimits.holdReason.max, message),
    'Reason',
    'multi-line',
  );

export const placeHoldSchema = z.object({ reason: reasonText(recordsMessages.holdReason) });
export type PlaceHoldInput = z.input<typeof placeHoldSchema>;

export const liftHoldSchema = z.object({ reason: reasonText(recordsMessages.liftReason) });
export type LiftHoldInput = z.input<typeof liftHoldSchema>;

export const legalHoldSchema = z.object({
  reason: z.string(),
  since: z.string(),
  by: z.string().nullable(),
});
export type LegalHold = z.infer<typeof legalHoldSchema>;

export const legalHoldStateSchema = z.object({ hold: legalHoldSchema.nullable() });

export const retentionSettingsInputSchema = z.object({
  declinedRetentionMonths: z
    .number(recordsMessages.retentionMonths)
    .int(recordsMessages.retentionMonths)
    .min(recordsLimits.retentionMonths.min, recordsMessages.retentionMonths)
    .max(recordsLimits.retentionMonths.max, recordsMessages.retentionMonths)
    .nullable(),
  basedOn: z.number().int(),
});
export type RetentionSettingsInput = z.input<typeof retentionSettingsInputSchema>;

export const retentionSettingsSchema = z.object({
  version: z.number(),
  declinedRetentionMonths: z.number().nullable(),
  savedAt: z.string(),
  /** Declined ideas under no hold that the next runs will remove, soonest first. */
  dueForRemoval: z.array(z.object({ id: z.string(), reference: z.string(), removeOn: z.string() })),
});
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** "2 years", "18 months": a retention period as a person says it. */
export function retentionPeriod(months: number): string {
  if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
  return months === 1 ? '1 month' : `${months} months`;
}
