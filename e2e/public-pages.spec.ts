import { expect, test, type Page } from '@playwright/test';
import { company } from '../common/company';
import { signInAsNewAccount, uniqueEmail } from './support/accounts';
import { E2E_BASE_URL } from './support/environment';

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

test('the home page shows the hero, its calls to action, the care section and five questions', async ({
  page,
}) => {
  await page.goto('/');
  await expect(h1(page, 'Ground-breaking impact')).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeAttached();

  const hero = page.getByRole('region', { name: 'Ground-breaking impact' });
  await expect(hero.getByRole('link', { name: 'Submit Your Idea' })).toHaveAttribute(
    'href',
    '/login',
  );
  await expect(hero.getByRole('link', { name: 'Learn more' })).toHaveAttribute('href', '/about');
  // Two background images, both loaded from this site.
  const images = hero.locator('img');
  await expect(images).toHaveCount(2);
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /^\/assets\/hero-[\w-]+\.webp$/);
    await expect(image).toHaveAttribute('sizes', '100vw');
  }
  await expect
    .poll(() => images.first().evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);

  const banner = page.getByRole('region', { name: 'Turn Your Insight Into Impact' });
  await expect(
    banner.getByRole('link', { name: 'Join Our Mission & Submit Your Idea' }),
  ).toHaveAttribute('href', '/login');

  const care = page.getByRole('region', { name: 'Transforming Patient Care' });
  await expect(care.getByRole('heading', { level: 3 })).toHaveText([
    'Acute ischemic stroke',
    'Brain aneurysms',
    'Access and navigation',
  ]);
  await expect(care.getByRole('link', { name: 'See How It Works' })).toHaveAttribute(
    'href',
    '/how-it-works',
  );
  await expect(care.getByRole('link', { name: 'Contact Our Team' })).toHaveAttribute(
    'href',
    '/contact',
  );

  const faq = page.getByRole('region', { name: 'Frequently Asked Questions' });
  await expect(faq.getByRole('button')).toHaveCount(5);
  await expect(
    faq.getByRole('link', { name: 'See all frequently asked questions' }),
  ).toHaveAttribute('href', '/faq');
});

test('the about page states the mission and commitments and offers the demo video', async ({
  page,
}) => {
  const media: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/media/portal-demo.webm')) media.push(request.url());
  });
  await page.goto('/about');
  await expect(h1(page, 'About Us')).toBeVisible();
  await expect(
    page.getByText('Our mission is to drive innovation in neurovascular care'),
  ).toBeVisible();
  const commitments = page.getByRole('region', { name: 'Our Commitments' }).getByRole('listitem');
  await expect(commitments).toHaveCount(4);
  await expect(commitments.first()).toContainText('We read every submission.');

  const video = page.getByRole('region', { name: 'See How the Portal Works' }).locator('video');
  await expect(video).toHaveAttribute('preload', 'none');
  await expect(video).toHaveAttribute('poster', company.demoVideo.poster);
  await expect(video).toHaveAccessibleName(company.demoVideo.title);
  await expect(video.locator('source')).toHaveAttribute('src', company.demoVideo.src);
  await expect(video.locator('track')).toHaveAttribute('kind', 'captions');
  await expect(page.getByRole('heading', { name: 'Video description' })).toBeVisible();
  for (const paragraph of company.demoVideo.description) {
    await expect(page.getByText(paragraph)).toBeVisible();
  }

  // The captions load when turned on, and the poster is shown without the video's bytes.
  await video.evaluate((element: HTMLVideoElement) => {
    element.textTracks[0]!.mode = 'hidden';
  });
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
    )
    .toBe(7);
  expect(media, 'the video is not fetched before it is played').toEqual([]);

  const file = await page.request.get(company.demoVideo.src);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('video/webm');
  expect((await file.body()).byteLength).toBeLessThan(400 * 1024);
  expect((await page.request.get(company.demoVideo.poster)).status()).toBe(200);
});

test('how it works names the three benefits and the five steps', async ({ page }) => {
  await page.goto('/how-it-works');
  await expect(h1(page, 'How It Works')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Why Share Your Ideas' }).getByRole('heading', { level: 3 }),
  ).toHaveText(['Staff Review', 'Commercial Opportunities', 'Save Lives']);
  await expect(
    page
      .getByRole('region', { name: 'Five Steps From Idea to Review' })
      .getByRole('heading', { level: 3 }),
  ).toHaveText([
    'Register',
    'Confirm your email',
    'Sign the agreement',
    'Submit your idea',
    'Track its status',
  ]);
});

test('the FAQ page lists seven questions', async ({ page }) => {
  await page.goto('/faq');
  await expect(h1(page, 'Frequently Asked Questions')).toBeVisible();
  await expect(page.getByRole('main').getByRole('button', { expanded: false })).toHaveCount(7);
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('the privacy and terms page makes the public statements', async ({ page }) => {
  await page.goto('/privacy-terms');
  await expect(h1(page, 'Privacy Policy and Terms of Use')).toBeVisible();
  const main = page.getByRole('main');
  await expect(main).toContainText('Last updated April 24, 2025');
  for (const statement of [
    'You must be at least 18 years old',
    'not directed at children under 13',
    'Submissions are confidential.',
    'A sent idea cannot be edited. You can resubmit it',
    'There is no limit on how many ideas you may submit.',
    'Compensation or collaboration is possible only if we choose to pursue patent protection',
    'Processing time varies',
  ]) {
    await expect(main).toContainText(statement);
  }
  await expect(main.getByRole('link', { name: company.generalEmail }).first()).toHaveAttribute(
    'href',
    `mailto:${company.generalEmail}`,
  );
});

test('the thank-you, server-error and not-found pages', async ({ page }) => {
  await page.goto('/thank-you');
  await expect(h1(page, 'Thank You for Your Submission')).toBeVisible();
  await expect(
    page.getByText('Your agreement has been successfully signed and submitted'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
    'href',
    '/user-dashboard',
  );

  await page.goto('/server-error');
  await expect(h1(page, 'Server Error')).toBeVisible();
  await expect(
    page.getByText("We're experiencing some technical difficulties. Please try again later."),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();

  await page.goto('/404');
  await expect(h1(page, 'Page Not Found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('link', { name: 'Help Me Find It' })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('the verify page says what it checks and that nothing is kept', async ({ page }) => {
  await page.goto('/verify');
  await expect(h1(page, 'Check a document')).toBeVisible();
  await expect(page.getByRole('main')).toContainText(
    'Files are checked in memory and never stored.',
  );
  const picker = page.getByLabel('Drop files here, or choose them');
  await expect(picker).toHaveAttribute('type', 'file');
  await expect(picker).toHaveAttribute('multiple', '');
  await expect(picker).toHaveAttribute('accept', '.zip,.pdf,.tsr,.json');
  await expect(page.getByRole('region', { name: 'Have a code?' })).toBeVisible();
  // The footer's link leads here from any page.
  await page.goto('/faq');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Check a document' }).click();
  await expect(h1(page, 'Check a document')).toBeVisible();
});

test('the header and footer carry the site links and company details', async ({ page }) => {
  await page.goto('/about');
  const header = page.getByRole('banner');
  await expect(
    header.getByRole('navigation', { name: 'Main' }).first().getByRole('link'),
  ).toHaveText(['About', 'How It Works', 'FAQ', 'Contact']);

  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(company.address.line1);
  await expect(footer).toContainText(
    `${company.address.city}, ${company.address.region} ${company.address.postalCode}`,
  );
  await expect(footer.getByRole('link', { name: company.generalEmail })).toHaveAttribute(
    'href',
    `mailto:${company.generalEmail}`,
  );
  await expect(footer.getByRole('link', { name: company.socialLabel })).toHaveAttribute(
    'href',
    company.socialUrl,
  );
  await expect(footer.getByRole('navigation', { name: 'Company' }).getByRole('link')).toHaveCount(
    3,
  );
  const resources = footer.getByRole('navigation', { name: 'Resources' });
  await expect(resources.getByRole('link')).toHaveCount(4);
  await expect(resources.getByRole('link', { name: 'Check a document' })).toHaveAttribute(
    'href',
    '/verify',
  );
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
    'href',
    '/privacy-terms',
  );
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute(
    'href',
    '/privacy-terms',
  );

  // On a phone the menu adds Home; a signed-out visitor gets no admin entries.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' }).last();
  await expect(menu.getByRole('link')).toHaveText([
    'Home',
    'About',
    'How It Works',
    'FAQ',
    'Contact',
  ]);
  await menu.getByRole('link', { name: 'Home' }).click();
  await expect(h1(page, 'Ground-breaking impact')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeVisible();
});

test('the back-to-top button appears after 300 px, and a new page starts at the top', async ({
  page,
}) => {
  await page.goto('/privacy-terms');
  await expect(h1(page, 'Privacy Policy and Terms of Use')).toBeVisible();
  const backToTop = page.getByRole('button', { name: 'Back to top' });
  await expect(backToTop).toHaveCount(0);

  await page.evaluate(() => window.scrollTo({ top: 250, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(250);
  await expect(backToTop).toHaveCount(0);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect(backToTop).toBeVisible();
  await backToTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(backToTop).toHaveCount(0);

  // Following a footer link from far down the page lands at the top of the next page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'How It Works' }).click();
  await expect(h1(page, 'How It Works')).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test.describe('redirects', () => {
  test('legacy policy paths go to their section of the privacy and terms page, keeping the query', async ({
    page,
  }) => {
    for (const [path, section] of [
      ['/privacy', 'privacy-heading'],
      ['/terms', 'terms-heading'],
      ['/cookies', 'storage'],
    ]) {
      const response = await page.goto(`${path}?from=mail`);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${E2E_BASE_URL}${path}?from=mail`);
      await expect(page).toHaveURL(`${E2E_BASE_URL}/privacy-terms?from=mail#${section}`);
      await expect(h1(page, 'Privacy Policy and Terms of Use')).toBeVisible();
    }
  });

  test('onboarding paths for a visitor go to registration', async ({ page }) => {
    for (const path of ['/onboarding/register', '/onboarding/welcome', '/onboarding']) {
      await page.goto(path);
      await expect(page).toHaveURL(`${E2E_BASE_URL}/register`);
    }
  });

  test('onboarding paths for a signed-in user go to the dashboard', async ({
    page,
    playwright,
  }) => {
    const user = { email: uniqueEmail('onboarding'), password: 'Carotid-Siphon-42' };
    await signInAsNewAccount(page, playwright.request, user);

    for (const path of [
      '/onboarding/agreement-info',
      '/onboarding/agreement-signing',
      '/onboarding/idea-submission',
    ]) {
      await page.goto(path);
      // /user-dashboard itself opens on its submit-idea page.
      await expect(page).toHaveURL(`${E2E_BASE_URL}/user-dashboard/submit-idea`);
    }
  });
});

test('the public pages arrive as HTML, the home page with its hero image preloaded', async ({
  request,
}) => {
  for (const [path, heading] of [
    ['/', 'Ground-breaking impact'],
    ['/about', 'About Us'],
    ['/how-it-works', 'How It Works'],
    ['/faq', 'Frequently Asked Questions'],
    ['/contact', 'Contact Us'],
    ['/privacy-terms', 'Privacy Policy and Terms of Use'],
    ['/verify', 'Check a document'],
  ]) {
    const html = await (await request.get(path!)).text();
    expect(html, path).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  }
  const home = await (await request.get('/')).text();
  const preload = /<link rel="preload" as="image"[^>]*>/.exec(home)?.[0];
  expect(preload).toMatch(/fetchpriority="high"/i);
  expect(preload).toMatch(/\/assets\/hero-stroke-640-[\w-]+\.webp 640w/);
});

test('the header of a public page shows who is signed in', async ({ page, playwright }) => {
  await page.goto('/faq');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  await expect(header.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/register');

  const user = { email: uniqueEmail('header'), password: 'Distal-Access-42' };
  await signInAsNewAccount(page, playwright.request, user);
  await page.goto('/faq');
  const menu = header.getByRole('button', { name: `Account menu for ${user.email}` });
  await expect(menu).toBeVisible();
  await expect(header.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await menu.click();
  await expect(page.getByRole('menuitem', { name: 'Admin Dashboard' })).toHaveCount(0);
  await page.getByRole('menuitem', { name: 'Settings' }).click();
  await expect(page).toHaveURL(/\/user-dashboard\/settings$/);

  await page.goto('/about');
  await menu.click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page).toHaveURL(`${E2E_BASE_URL}/`);
  await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();
  await expect(menu).toHaveCount(0);
});
