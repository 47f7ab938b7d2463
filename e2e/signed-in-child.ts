import type { Browser, BrowserContext } from '@playwright/test';
import { expect } from './fixtures';

const thisYear = new Date().getUTCFullYear();

const childPassword = 'purple-otter-rocket-12';

/** A 9-year-old signs up through the API naming `parentEmail`; returns the consent token emailed to the parent. */
export async function signUpChild(
  context: BrowserContext,
  origin: string,
  { username, parentEmail }: { username: string; parentEmail: string },
) {
  const api = context.request;
  const signup = await api.post('/api/signup', {
    headers: { origin },
    data: { birthYear: thisYear - 9, birthMonth: 1, username, password: childPassword, parentEmail },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  const mailbox = await (await api.get(`/api/dev/mailbox?recipient=${encodeURIComponent(parentEmail)}`)).json();
  return new URL(/https?:\/\/\S+/.exec(mailbox.messages[0].body)![0]).searchParams.get('token')!;
}

/** Signs the child in within `context`, as the child would with their username. */
export async function signInChild(context: BrowserContext, origin: string, username: string) {
  const res = await context.request.post('/api/auth/sign-in/username', {
    headers: { origin },
    data: { username, password: childPassword },
  });
  expect(res.status()).toBe(200);
}

/** A browser context that starts in English with onboarding done. */
export async function englishContext(browser: Browser) {
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  return context;
}

/**
 * A 9-year-old's account, approved by its parent and signed in, in a browser context of its own:
 * sign-up and consent go through the API, for journeys about what the child sees afterwards.
 */
export async function signedInChild(
  browser: Browser,
  origin: string,
  { username, parentEmail }: { username: string; parentEmail: string },
) {
  const context = await englishContext(browser);
  const token = await signUpChild(context, origin, { username, parentEmail });
  const approved = await context.request.post('/api/consent/approve', {
    headers: { origin },
    data: { token, name: 'Pat Parent', password: 'granite-harbour-lamp-58' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  await signInChild(context, origin, username);
  return context;
}
