import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test, translation } from './fixtures';

const en = (ns: string, key: string) => translation('en', ns, key);
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const thisYear = new Date().getUTCFullYear();

async function answerAge(page: Page, year: number, month: number) {
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'title'));
  await expect(page.getByLabel(en('signup', 'age.month'))).toHaveValue('');
  await expect(page.getByLabel(en('signup', 'age.year'))).toHaveValue('');
  await expectNoAxeViolations(page);
  await page.getByLabel(en('signup', 'age.month')).selectOption(String(month));
  await page.getByLabel(en('signup', 'age.year')).selectOption(String(year));
  await page.getByRole('button', { name: en('signup', 'age.continue') }).click();
}

/** Opens the newest message to `recipient` in the development mailbox and follows its link. */
async function followMailboxLink(page: Page, recipient: string, linkPart: string) {
  await page.goto('/dev/mailbox');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('mailbox', 'title'));
  await page.getByLabel(en('mailbox', 'filter')).fill(recipient);
  const message = page.getByRole('listitem').filter({ hasText: recipient }).first();
  await expect(message).toBeVisible();
  await expectNoAxeViolations(page);
  await message.locator(`a[href*="${linkPart}"]`).first().click();
}

test('sign up with email, open the verification link from the mailbox, land signed in', async ({ visitor: page }) => {
  test.setTimeout(60_000);
  const email = `maya-${Date.now()}@e2e.example`;
  await answerAge(page, 1990, 5);
  await expect(page.getByLabel(en('signup', 'adult.name'))).toBeVisible();
  await page.getByRole('button', { name: en('signup', 'adult.submit') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors', 'signup.emailOrPhoneAndPassword') })).toBeVisible();
  await page.getByLabel(en('signup', 'adult.name')).fill('Maya Patel');
  await page.getByLabel(en('signup', 'adult.email')).fill(email);
  await page.getByLabel(en('signup', 'adult.password'), { exact: true }).fill('password1234');
  await page.getByRole('button', { name: en('signup', 'adult.submit') }).click();
  await expect(page.getByText(en('errors', 'password.common'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(en('signup', 'adult.password'), { exact: true }).fill('violet-harbour-kettle-42');
  await page.getByRole('button', { name: en('signup', 'adult.submit') }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'checkEmail.title'));
  await expect(page.getByRole('status').filter({ hasText: fill(en('signup', 'checkEmail.body'), { email }) })).toBeVisible();
  await expectNoAxeViolations(page);

  await followMailboxLink(page, email, '/api/auth/verify-email');
  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'verify.doneTitle'));
  await expect(page.getByRole('status').filter({ hasText: en('signup', 'verify.signedIn') })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('signup', 'verify.toProfile') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Maya Patel');
});

test('a broken verification link explains itself and offers a new one', async ({ visitor: page }) => {
  await page.goto('/verify-email?error=TOKEN_EXPIRED');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'verify.failedTitle'));
  await expect(page.getByRole('alert').first()).toHaveText(en('errors', 'verification.TOKEN_EXPIRED'));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('signup', 'verify.resend') }).click();
  await expect(page.getByRole('alert').filter({ hasText: en('errors', 'verification.resendNeedsTarget') })).toBeVisible();
  await page.getByLabel(en('signup', 'verify.email')).fill('someone@e2e.example');
  await page.getByRole('button', { name: en('signup', 'verify.resend') }).click();
  await expect(page.getByRole('status').filter({ hasText: en('signup', 'resent') })).toBeVisible();
});

test('under 13: pending until a parent approves by email, then the child signs in with the username', async ({
  visitor: page,
  browser,
}) => {
  // The longest journey here: sign-up, consent, the child's first tutor chats, the parent's view, removal.
  test.setTimeout(180_000);
  const stamp = Date.now();
  const username = `comet_${stamp % 1_000_000}`;
  const parentEmail = `parent-${stamp}@e2e.example`;
  const childPassword = 'purple-otter-rocket-12';

  await answerAge(page, thisYear - 9, 1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'child.title'));
  await expect(page.getByText(en('signup', 'child.privacy'))).toBeVisible();
  await expect(page.getByLabel(en('signup', 'adult.name'))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByLabel(en('signup', 'child.username')).fill(username);
  await page.getByLabel(en('signup', 'child.password'), { exact: true }).fill(childPassword);
  await page.getByLabel(en('signup', 'child.parentEmail')).fill(parentEmail);
  await page.getByRole('button', { name: en('signup', 'child.submit') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'parentSent.title'));
  await expect(page.getByRole('status')).toHaveText(fill(en('signup', 'parentSent.body'), { email: parentEmail }));
  await expectNoAxeViolations(page);
  // Going back does not offer the age question again in this tab.
  await page.goto('/signup');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('signup', 'child.title'));

  // Before consent the child cannot sign in, and is told why.
  const child = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const early = await child.request.post('/api/auth/sign-in/username', { data: { username, password: childPassword } });
  expect(early.status()).toBe(403);
  expect((await early.json()).error.message).toBe(en('errors', 'children.pendingConsent'));

  await followMailboxLink(page, parentEmail, '/parent-consent');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('children', 'consent.title'));
  await expect(page.getByText(en('children', 'facts.collected.birth'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(en('children', 'consent.name')).fill('Pat Parent');
  await page.getByLabel(en('children', 'consent.password'), { exact: true }).fill('granite-harbour-lamp-58');
  await page.getByRole('button', { name: en('children', 'consent.createAndApprove') }).click();
  await expect(page.getByRole('status').filter({ hasText: fill(en('children', 'consent.approved'), { username }) })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: en('children', 'consent.toDashboard') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('children', 'title'));
  const row = page.getByRole('listitem').filter({ hasText: username });
  await expect(row.getByText(en('children', 'status.active'))).toBeVisible();
  await expectNoAxeViolations(page);

  const signedIn = await child.request.post('/api/auth/sign-in/username', { data: { username, password: childPassword } });
  expect(signedIn.status()).toBe(200);
  const childPage = await child.newPage();
  await childPage.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  await childPage.goto('/profile');
  await expect(childPage.getByRole('heading', { level: 1 })).toHaveText(username);
  await expect(childPage.getByText(/\.invalid/)).toHaveCount(0);
  // The child asks the tutor something, then shares an address: the safety check stops that.
  const origin = new URL(page.url()).origin;
  const asked = await child.request.post('/api/tutor/questions', {
    headers: { origin },
    data: { question: 'What is 3/4 + 1/2?', gradeBand: 'elementary' },
  });
  expect(asked.status(), await asked.text()).toBe(200);
  const { conversationId } = (await asked.json()) as { conversationId: string };
  const shared = await child.request.post('/api/tutor/questions', {
    headers: { origin },
    data: { question: 'my address is 12 Elm Street come visit', gradeBand: 'elementary', conversationId },
  });
  expect(shared.status()).toBe(200);
  await child.close();

  // The parent reads the child's tutor chats, the stopped question marked.
  await page.getByRole('link', { name: fill(en('children', 'chatsLabel'), { username }) }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(fill(en('homework', 'childChats.title'), { name: username }));
  const conversation = page.getByRole('navigation', { name: en('homework', 'childChats.listLabel') }).getByRole('link');
  await expect(conversation).toHaveCount(1);
  await expect(conversation).toContainText(fill(en('homework', 'childChats.flagged_one'), { count: 1 }));
  await conversation.click();
  const thread = page.getByRole('list', { name: en('homework', 'thread.label') });
  await expect(thread.getByText('What is 3/4 + 1/2?')).toBeVisible();
  await expect(thread.getByText(en('homework', 'thread.flagged'))).toHaveCount(1);
  await expect(thread.getByText(en('homework', 'safety.personalDetails'))).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: en('homework', 'childChats.back') }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en('children', 'title'));

  // The parent removes the account, after confirming.
  await page.getByRole('button', { name: fill(en('children', 'removeLabel'), { username }) }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: en('children', 'remove.confirm') }).click();
  await expect(page.getByText(en('children', 'empty'))).toBeVisible();
});
