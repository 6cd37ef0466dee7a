import { expect, test, type Page } from '@playwright/test';

const slide = (page: Page, n: number) =>
  page.getByRole('group', { name: `${n} of 2`, exact: true });

test.describe('the hero carousel', () => {
  test('is operated from the keyboard: the dots choose a slide', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('group', { name: 'Areas of neurovascular care' });
    const pause = carousel.getByRole('button', { name: 'Pause slideshow' });
    const dot1 = carousel.getByRole('button', {
      name: /^Show slide 1 of 2: Acute ischemic stroke/,
    });
    const dot2 = carousel.getByRole('button', { name: /^Show slide 2 of 2: Brain aneurysms/ });

    // Focus in the hero holds the slides still, so nothing here races the 7-second turn.
    await page.getByRole('link', { name: 'Learn more' }).focus();
    // From the last call to action, Tab reaches the pause control, then the dots.
    await page.keyboard.press('Tab');
    await expect(pause).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dot1).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dot1).toHaveAttribute('aria-current', 'true');
    await expect(dot2).not.toHaveAttribute('aria-current');
    await expect(slide(page, 1)).toContainText('Acute ischemic stroke');

    await page.keyboard.press('Tab');
    await expect(dot2).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dot2).toHaveAttribute('aria-current', 'true');
    await expect(dot1).not.toHaveAttribute('aria-current');
    await expect(slide(page, 2)).toContainText('Brain aneurysms');
    // The slide that is not shown is hidden from assistive technology.
    await expect(slide(page, 1)).toHaveCount(0);

    await page.keyboard.press('Shift+Tab');
    await expect(dot1).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dot1).toHaveAttribute('aria-current', 'true');
    await expect(slide(page, 1)).toContainText('Acute ischemic stroke');
    await expect(slide(page, 2)).toHaveCount(0);

    // The pause control toggles, and says what it will do next.
    await pause.focus();
    await page.keyboard.press('Enter');
    await expect(carousel.getByRole('button', { name: 'Play slideshow' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(pause).toBeFocused();
  });

  test('turns to the next slide every 7 seconds', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await expect(slide(page, 1)).toContainText('Acute ischemic stroke');

    await page.clock.fastForward(7000);
    await expect(slide(page, 2)).toContainText('Brain aneurysms');
    await expect(slide(page, 1)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Show slide 2 of 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await page.clock.fastForward(7000);
    await expect(slide(page, 1)).toContainText('Acute ischemic stroke');
  });

  test('holds the first slide for visitors who prefer reduced motion', async ({ page }) => {
    await page.clock.install();
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(slide(page, 1)).toContainText('Acute ischemic stroke');
    await expect(page.getByRole('button', { name: 'Play slideshow' })).toBeVisible();

    await page.clock.fastForward(7000);
    await expect(slide(page, 1)).toContainText('Acute ischemic stroke');
    await expect(slide(page, 2)).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Show slide 1 of 2/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    // Without the preference it turns after the same time: the preference was what held it.
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await expect(page.getByRole('button', { name: 'Pause slideshow' })).toBeVisible();
    await page.clock.fastForward(7000);
    await expect(slide(page, 2)).toContainText('Brain aneurysms');
  });
});

test.describe('the FAQ accordions', () => {
  for (const { path, count, level } of [
    { path: '/', count: 5, level: 3 },
    { path: '/faq', count: 7, level: 2 },
  ]) {
    test(`on ${path} open one answer at a time from the keyboard and close again`, async ({
      page,
    }) => {
      await page.goto(path);
      const questions = page.getByRole('main').getByRole('heading', { level }).getByRole('button');
      await expect(questions).toHaveCount(count);
      const first = questions.nth(0);
      const second = questions.nth(1);
      const firstName = (await first.textContent())!;
      const secondName = (await second.textContent())!;

      await first.focus();
      await page.keyboard.press('Enter');
      await expect(first).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: firstName })).toBeVisible();

      // The answer holds nothing focusable, so Tab moves on to the next question.
      await page.keyboard.press('Tab');
      await expect(second).toBeFocused();
      await page.keyboard.press('Space');
      await expect(second).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('region', { name: secondName })).toBeVisible();
      await expect(first).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: firstName })).toHaveCount(0);

      // Choosing the open question again closes it: nothing is left open.
      await page.keyboard.press('Enter');
      await expect(second).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('region', { name: secondName })).toHaveCount(0);
      await expect(questions.and(page.locator('[aria-expanded="true"]'))).toHaveCount(0);

      // Arrow keys move between the questions.
      await page.keyboard.press('ArrowUp');
      await expect(first).toBeFocused();
    });
  }
});

test('the public pages load none of the dashboard or admin code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) scripts.push(pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Who can submit an idea?' })).toBeVisible();
  for (const link of ['About', 'How It Works', 'FAQ', 'Contact']) {
    await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();

  // The watch works: it saw the pages' script and the contact form's.
  expect(scripts.some((path) => path.startsWith('/assets/site-'))).toBe(true);
  expect(scripts.some((path) => path.startsWith('/assets/contact-'))).toBe(true);
  expect(
    scripts.filter((path) => /^\/assets\/(dashboard|admin)-/.test(path)),
    'dashboard or admin chunks requested by a public page',
  ).toEqual([]);
});

test('uncaught errors and unhandled rejections are only logged', async ({ page }) => {
  const logged: string[] = [];
  page.on('console', (message) => message.type() === 'error' && logged.push(message.text()));
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

  await page.evaluate(() => {
    void Promise.reject(new Error('nobody handled this'));
    setTimeout(() => {
      throw new Error('thrown from a timer');
    });
  });
  await expect
    .poll(() => logged.join('\n'))
    .toMatch(/Unhandled promise rejection:[\s\S]*nobody handled this/);
  await expect.poll(() => logged.join('\n')).toMatch(/Uncaught error:[\s\S]*thrown from a timer/);
  // No error page, no toast.
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  await expect(page.getByText('An error occurred', { exact: true })).toHaveCount(0);
});
