import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs.
const listener = { email: 'listener@e2e.example', password: 'harbour-cello-meadow-47' };
const t = (key: string) => translation('en', 'common', `readAloud.${key}`);

test.describe.configure({ timeout: 90_000 });

test('a signed-in learner hears a knowledge-hub article read aloud, normal and slow', async ({ visitor: page }) => {
  await signInThroughApi(page, listener);
  await page.goto('/knowledge-hub/photosynthesis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const listen = page.getByRole('button', { name: t('listen'), exact: true });
  await expect(listen).toBeVisible();
  await expectNoAxeViolations(page);

  // The first phrase starts the offline engine: allow it time on a busy machine.
  const spoken = page.waitForResponse((res) => res.url().includes('/api/speech/tts?') && !res.url().includes('speed=slow'), {
    timeout: 60_000,
  });
  await listen.click();
  const response = await spoken;
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('audio/wav');
  expect(new URL(response.url()).searchParams.get('lang')).toBe('en');
  // The browser hands the page's audio to the player, not to the test: the same request again comes from the cache.
  const again = await page.request.get(response.url());
  expect(again.headers()['x-tts-cache']).toBe('hit');
  const audio = await again.body();
  expect(audio.subarray(0, 4).toString()).toBe('RIFF');
  expect(audio.subarray(8, 12).toString()).toBe('WAVE');
  expect(audio.length).toBeGreaterThan(20_000);
  const stop = page.getByRole('button', { name: t('stop') });
  await expect(stop).toBeVisible();
  await expectNoAxeViolations(page);
  await stop.click();
  await expect(listen).toBeVisible();

  const slow = page.waitForResponse((res) => res.url().includes('/api/speech/tts?') && res.url().includes('speed=slow'), {
    timeout: 60_000,
  });
  await page.getByRole('button', { name: t('slower') }).click();
  expect((await slow).status()).toBe(200);
  await page.getByRole('button', { name: t('stop') }).click();
});

test('when the engine fails, the learner is told so and what to do next', async ({ visitor: page }) => {
  await signInThroughApi(page, listener);
  await page.route('**/api/speech/tts?**', (route) =>
    route.fulfill({
      status: 503,
      contentType: 'application/json',
      body: JSON.stringify({ error: { code: 'TTS_UNAVAILABLE', message: translation('en', 'errors', 'speech.ttsFailed') } }),
    }),
  );
  await page.goto('/knowledge-hub/photosynthesis');
  await page.getByRole('button', { name: t('listen'), exact: true }).click();
  await expect(page.getByText(translation('en', 'errors', 'speech.ttsFailed'))).toBeVisible();
  await expect(page.getByText(t('failedHint'))).toBeVisible();
  await expect(page.getByRole('button', { name: t('listen'), exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('visitors who are not signed in see no read-aloud button', async ({ visitor: page }) => {
  await page.goto('/knowledge-hub/photosynthesis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: t('listen'), exact: true })).toHaveCount(0);
});
