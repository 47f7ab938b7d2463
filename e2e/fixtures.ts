import { test as base, expect, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const localesDir = path.resolve(import.meta.dirname, '../apps/web/public/locales');
/** axe-core itself, run in the page (decision 0080): no per-scan blank page as @axe-core/playwright opens. */
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** A value from a locale bundle, so tests compare against the real translation, not a copy. */
export function translation(lng: string, ns: string, key: string): string {
  let node: unknown = JSON.parse(readFileSync(path.join(localesDir, lng, `${ns}.json`), 'utf8'));
  for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
  if (typeof node !== 'string') throw new Error(`no ${lng}/${ns}:${key}`);
  return node;
}

/** Zero axe violations (WCAG 2.2 A/AA) on the page as it is now. */
export async function expectNoAxeViolations(page: Page) {
  // The app renders into #root once its texts and the page's code are there: check the page, not
  // the moment before it. Pages the server renders itself (the sandbox's hosted page) have no #root.
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root || root.childElementCount > 0;
  });
  // Check what stays on screen, not a frame of a transition: short animations (a toast sliding in,
  // a dialog opening) end first. Endless ones (a spinner) and long ones (a timer's ring) are what
  // the page looks like, so after 2 s the page is checked as it is.
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
      undefined,
      { timeout: 2_000 },
    )
    .catch(() => undefined);
  // Put into the page once (it stays across the app's own navigations); evaluated through the
  // browser's debugging protocol, so the page's CSP does not apply to it, as with @axe-core/playwright.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const summary = await page.evaluate(async (tags) => {
    type Violation = { id: string; help: string; nodes: { target: unknown[] }[] };
    const { axe } = window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> } };
    const results = await axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] });
    return results.violations.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
  }, axeTags);
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

type Fixtures = { visitor: Page; firstVisit: Page };

export const test = base.extend<Fixtures>({
  /** Every journey fails if the browser reports a Content-Security-Policy violation. */
  page: async ({ page }, use) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await use(page);
    expect(violations, 'CSP violations').toEqual([]);
  },
  /** A returning visitor in English who has finished onboarding. */
  visitor: async ({ page }, use) => {
    await page.addInitScript(() => {
      if (!sessionStorage.getItem('e2e-initialised')) {
        localStorage.setItem('onboardingComplete', 'true');
        localStorage.setItem('i18nextLng', 'en');
        sessionStorage.setItem('e2e-initialised', '1');
      }
    });
    await use(page);
  },
  /** Someone arriving for the first time, browser in English. */
  firstVisit: async ({ page }, use) => {
    await use(page);
  },
});

export { expect };

type Account = { email: string; password: string };

/** Fills in the login page the browser is on and submits it. */
export async function submitLogin(page: Page, account: Account) {
  await page.getByLabel(translation('en', 'auth', 'email')).fill(account.email);
  await page.getByLabel(translation('en', 'auth', 'password')).fill(account.password);
  await page.getByRole('button', { name: translation('en', 'auth', 'login.submit') }).click();
}

/** Another person in their own browser, in English, onboarded, signed in through the login page. */
export async function signedInPage(browser: Browser, account: Account) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  const page = await context.newPage();
  await page.goto('/login');
  await submitLogin(page, account);
  await expect(page).toHaveURL(/\/profile$/);
  return page;
}

/** Signs this page's browser in through the API, for journeys that are not about signing in. */
export async function signInThroughApi(page: Page, account: Account) {
  const origin = new URL(test.info().project.use.baseURL!).origin;
  const res = await page.request.post('/api/auth/sign-in/email', { headers: { origin }, data: account });
  expect(res.status(), await res.text()).toBe(200);
}
