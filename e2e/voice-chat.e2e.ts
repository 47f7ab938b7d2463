import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs, on Premium; voice chat's model there is a local fake (scripts/e2e-fake-model.mjs).
const learner = { email: 'voicechat@e2e.example', password: 'lantern-harbour-quokka-58' };
const t = (key: string) => translation('en', 'voiceChat', key);

test.describe.configure({ timeout: 120_000 });

test('a learner talks with a language partner, hears the reply, and interrupts the next one', async ({ visitor: page }) => {
  await signInThroughApi(page, learner);
  await page.goto('/realtime-voice-chat');
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(page.getByTestId('connection-status')).toHaveText(t('connection.open'));
  await expect(page.getByTestId('voice-chat-engine')).toHaveText(t('engine.model'));

  await page.getByRole('radio', { name: new RegExp(t('partner.language')) }).click();
  await page.getByRole('main').getByLabel(t('partner.course')).selectOption('es');
  await page.getByRole('main').getByLabel(t('partner.scenario')).selectOption('es-beginner-1');
  await expectNoAxeViolations(page);

  // The reply streams in and each sentence is read aloud in Spanish.
  const spoken = page.waitForRequest((req) => req.url().includes('/api/speech/tts?'), { timeout: 60_000 });
  const box = page.getByLabel(t('composer.label'));
  await box.fill('¡Hola! ¿Cómo estás?');
  await page.getByRole('button', { name: t('composer.send'), exact: true }).click();
  const reply = page.getByTestId('reply').first();
  await expect(reply).toContainText('¡Hola!');
  await expect(reply).toContainText('¿Y tú, cómo te llamas?');
  await expect(reply).toHaveAttribute('data-status', 'done');
  const tts = new URL((await spoken).url());
  expect(tts.searchParams.get('lang')).toBe('es');
  expect(tts.searchParams.get('text')).toBe('¡Hola!');
  await expectNoAxeViolations(page);

  // A slow reply: Stop cancels it on the server and nothing more arrives.
  await box.fill('Cuenta hasta diez, por favor.');
  await page.getByRole('button', { name: t('composer.send'), exact: true }).click();
  const second = page.getByTestId('reply').nth(1);
  await expect(second).toContainText('Uno.');
  const cancelled = page.waitForResponse((res) => /\/api\/voice-chat\/turns\/[^/]+\/cancel$/.test(res.url()));
  await page.getByRole('button', { name: t('composer.stop'), exact: true }).click();
  expect((await cancelled).status()).toBe(204);
  await expect(page.getByText(t('conversation.stopped'))).toBeVisible();
  const shown = await second.textContent();
  await page.waitForTimeout(3500);
  expect(await second.textContent()).toBe(shown);
  expect(shown).not.toContain('Diez');
  await expect(page.getByRole('button', { name: t('composer.send'), exact: true })).toBeEnabled();
  await expectNoAxeViolations(page);
});

test('a free learner sees what voice chat does and the way to it', async ({ visitor: page }) => {
  await signInThroughApi(page, { email: 'dashfree@e2e.example', password: 'velvet-acorn-harbour-35' });
  await page.goto('/realtime-voice-chat');
  await expect(page.getByTestId('voice-chat-upgrade')).toContainText(t('upgrade.title'));
  await expect(page.getByRole('link', { name: t('upgrade.button') })).toHaveAttribute('href', '/pricing');
  await expectNoAxeViolations(page);
});
