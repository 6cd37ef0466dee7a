import { expect, type FrameLocator, type Locator, type Page } from '@playwright/test';

/** The dashboard's step cards (spec 02 §2 "Submit-idea tab"). */
export function stepCards(page: Page): { agreement: Locator; idea: Locator } {
  return {
    agreement: page.getByRole('region', { name: 'Inventions Agreement' }),
    idea: page.getByRole('region', { name: 'Submit Your Idea' }),
  };
}

/**
 * From the dashboard's Step 1 card: opens the details dialog, fills it in and continues; returns
 * the signing frame once its agreement is shown, with the document id from its address.
 */
export async function openSigningFrame(
  page: Page,
  details: { fullName: string; jobTitle: string },
): Promise<{ frame: FrameLocator; documentId: string }> {
  await stepCards(page).agreement.getByRole('button', { name: 'Sign Agreement' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agreement Details' });
  await dialog.getByLabel('Full Name').fill(details.fullName);
  await dialog.getByLabel('Job Title').fill(details.jobTitle);
  await dialog.getByRole('button', { name: 'Continue to Signing' }).click();
  await expect(page.getByRole('dialog', { name: 'Sign the Inventions Agreement' })).toBeVisible();
  const iframe = page.locator('iframe[title="Inventions agreement signing"]');
  const frame = page.frameLocator('iframe[title="Inventions agreement signing"]');
  await expect(frame.getByRole('heading', { level: 1 })).toBeVisible();
  const src = (await iframe.getAttribute('src')) ?? '';
  const documentId = /\/signing\/([\w-]+)$/.exec(src)?.[1];
  expect(documentId, `signing URL ${src}`).toBeTruthy();
  return { frame, documentId: documentId! };
}

/** Draws a signature with the mouse across the signing page's canvas. */
export async function drawSignature(page: Page, frame: FrameLocator): Promise<void> {
  const canvas = frame.getByRole('img', { name: /^Signature pad/ });
  await canvas.scrollIntoViewIfNeeded();
  const box = await canvas.boundingBox();
  expect(box, 'the signature canvas is on screen').not.toBeNull();
  const { x, y, width, height } = box!;
  const at = (fx: number, fy: number) => [x + width * fx, y + height * fy] as const;
  await page.mouse.move(...at(0.15, 0.6));
  await page.mouse.down();
  for (const [fx, fy] of [
    [0.25, 0.3],
    [0.35, 0.7],
    [0.45, 0.35],
    [0.55, 0.65],
    [0.7, 0.4],
    [0.85, 0.55],
  ] as const) {
    await page.mouse.move(...at(fx, fy), { steps: 6 });
  }
  await page.mouse.up();
  await expect(canvas).toHaveAccessibleName('Signature pad: signature added');
}
