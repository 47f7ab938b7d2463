import type { Browser } from '@playwright/test';
import { expect } from './fixtures';

const thisYear = new Date().getUTCFullYear();

/**
 * A 9-year-old's account, approved by its parent and signed in, in a browser context of its own:
 * sign-up and consent go through the API, for journeys about what the child sees afterwards.
 */
export async function signedInChild(
  browser: Browser,
  origin: string,
  { username, parentEmail }: { username: string; parentEmail: string },
) {
  const password = 'purple-otter-rocket-12';
  const context = await browser.newContext();
  await context.addInitScript(() => {
    localStorage.setItem('onboardingComplete', 'true');
    localStorage.setItem('i18nextLng', 'en');
  });
  const api = context.request;
  const signup = await api.post('/api/signup', {
    headers: { origin },
    data: { birthYear: thisYear - 9, birthMonth: 1, username, password, parentEmail },
  });
  expect(signup.status(), await signup.text()).toBe(202);
  const mailbox = await (await api.get(`/api/dev/mailbox?recipient=${encodeURIComponent(parentEmail)}`)).json();
  const token = new URL(/https?:\/\/\S+/.exec(mailbox.messages[0].body)![0]).searchParams.get('token')!;
  const approved = await api.post('/api/consent/approve', {
    headers: { origin },
    data: { token, name: 'Pat Parent', password: 'granite-harbour-lamp-58' },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  expect((await api.post('/api/auth/sign-in/username', { headers: { origin }, data: { username, password } })).status()).toBe(200);
  return context;
}
