import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';
import { englishContext, signInChild, signUpChild } from './signed-in-child';

// Issue 30: under-13 accounts use voice features only when their parent allowed it.
const en = (ns: string, key: string) => translation('en', ns, key);
const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? '');

const voiceSwitch = (page: Page, username: string) =>
  page.getByRole('switch', { name: fill(en('children', 'voice.switchLabel'), { username }) });

test('a parent decides on voice at consent, then turns it on and off for the child; the setting survives a reload', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const stamp = Date.now();
  const username = `echo_${stamp % 1_000_000}`;
  const parentEmail = `parent-${stamp}@e2e.example`;
  const origin = new URL(baseURL!).origin;
  const child = await englishContext(browser);
  const token = await signUpChild(child, origin, { username, parentEmail });

  // The consent page offers voice, unticked.
  const parent = await englishContext(browser);
  const page = await parent.newPage();
  await page.goto(`/parent-consent?token=${encodeURIComponent(token)}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('children', 'consent.title'));
  const consentVoice = page.getByRole('checkbox', { name: en('children', 'consent.voice') });
  await expect(consentVoice).not.toBeChecked();
  await expect(page.getByText(en('children', 'facts.notCollected.voice'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('consent-voice.png'), fullPage: true });
  // Left unticked: the parent approves without voice.
  await page.getByLabel(en('children', 'consent.name')).fill('Pat Parent');
  await page.getByLabel(en('children', 'consent.password'), { exact: true }).fill('granite-harbour-lamp-58');
  await page.getByRole('button', { name: en('children', 'consent.createAndApprove') }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(en('children', 'consent.approved'), { username }) })).toBeVisible();

  await signInChild(child, origin, username);
  const childVoice = async () => (await (await child.request.get('/api/me')).json()).user.voiceAllowed;
  expect(await childVoice()).toBe(false);

  await page.getByRole('link', { name: en('children', 'consent.toDashboard') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('children', 'title'));
  const toggle = voiceSwitch(page, username);
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(en('children', 'voice.description'))).toBeVisible();
  await expectNoAxeViolations(page);

  // On, from the keyboard.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(toggle).toBeChecked();
  await expect.poll(childVoice).toBe(true);
  await page.reload();
  await expect(voiceSwitch(page, username)).toBeChecked();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('children-voice-desktop.png'), fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('children-voice-phone.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 720 });

  // Off again, with the mouse.
  await voiceSwitch(page, username).click();
  await expect(voiceSwitch(page, username)).not.toBeChecked();
  await expect.poll(childVoice).toBe(false);
  await page.reload();
  await expect(voiceSwitch(page, username)).not.toBeChecked();

  // A refused change moves the switch back and says so.
  await page.route('**/api/children/*/voice', (route) => route.fulfill({ status: 503, body: '' }));
  await voiceSwitch(page, username).click();
  await expect(page.getByText(fill(en('children', 'voice.saveFailed'), { username }))).toBeVisible();
  await expect(voiceSwitch(page, username)).not.toBeChecked();
  expect(await childVoice()).toBe(false);

  await parent.close();
  await child.close();
});
