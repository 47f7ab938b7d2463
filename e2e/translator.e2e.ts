import { readFileSync } from 'node:fs';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs; the server translates with Apertium (TRANSLATION_ENGINE's default).
const ultimate = { email: 'translator@e2e.example', password: 'fjord-lantern-pepper-58' };
const free = { email: 'translatorfree@e2e.example', password: 'quill-harbour-mosaic-41' };
const t = (key: string) => translation('en', 'voiceTranslator', key);

// The first Apertium run and the first spoken phrase start cold on a busy machine.
test.describe.configure({ timeout: 150_000 });

test('an Ultimate learner translates by typing, talks in conversation mode, exports and saves the transcript', async ({
  visitor: page,
}) => {
  await signInThroughApi(page, ultimate);
  await page.goto('/language-learning');
  await page.getByRole('link', { name: translation('en', 'languageLearning', 'translator.open') }).click();
  await expect(page).toHaveURL(/\/language-learning\/translator$/);
  await expect(page.getByRole('heading', { level: 1, name: t('title') })).toBeVisible();
  await expect(page.getByLabel(t('pair.from'), { exact: true })).toHaveValue('en');
  await expect(page.getByLabel(t('pair.to'), { exact: true })).toHaveValue('es');
  await expect(page.getByTestId('engine-coverage')).toContainText('Apertium');
  await expectNoAxeViolations(page);

  // Typed, Enter translates: not a phrasebook phrase, so the offline engine answers, labelled approximate.
  const field = page.getByLabel('Text in English');
  await field.fill('I like the red house.');
  const answered = page.waitForResponse((res) => res.url().endsWith('/api/translator/translate'), { timeout: 60_000 });
  await field.press('Enter');
  expect((await answered).status()).toBe(200);
  const result = page.getByTestId('translation-result');
  await expect(result).toContainText('I like the red house.');
  await expect(result).toContainText('Me gusta la casa roja.');
  await expect(result.getByTestId('translated-by')).toContainText('Translated by Apertium');
  await expect(result.getByTestId('translated-by')).toContainText(t('engine.approximate'));
  await expect(field).toHaveValue('I like the red house.');
  await expectNoAxeViolations(page);

  // Hearing the translation asks the speech port for Spanish.
  const spoken = page.waitForResponse((res) => res.url().includes('/api/speech/tts?'), { timeout: 60_000 });
  await result
    .getByRole('button', { name: translation('en', 'common', 'readAloud.listen'), exact: true })
    .last()
    .click();
  const speech = await spoken;
  expect(speech.status()).toBe(200);
  expect(new URL(speech.url()).searchParams.get('lang')).toBe('es');

  // Conversation mode: A speaks English (a phrasebook phrase), B answers in Spanish (Apertium).
  await page.getByRole('tab', { name: t('modes.conversation') }).click();
  const laneA = page.getByTestId('lane-a');
  const laneB = page.getByTestId('lane-b');
  await laneA.getByLabel('Your turn in English').fill('Thank you!');
  await laneA.getByLabel('Your turn in English').press('Enter');
  await expect(laneB).toContainText('¡Gracias!');
  await expect(laneB.getByTestId('translated-by')).toContainText('Translated by the phrasebook');
  await laneB.getByLabel('Your turn in Spanish').fill('El perro come.');
  await laneB.getByLabel('Your turn in Spanish').press('Enter');
  await expect(laneA).toContainText('The dog eats', { timeout: 60_000 });
  const turns = page.getByTestId('transcript').getByRole('listitem');
  await expect(turns).toHaveCount(2);
  await expect(turns.first()).toContainText('Thank you!');
  await expect(turns.last()).toContainText('El perro come.');
  await laneB.getByRole('button', { name: t('conversation.flip') }).click();
  await expect(laneB.getByRole('button', { name: t('conversation.flip') })).toHaveAttribute('aria-pressed', 'true');
  await expectNoAxeViolations(page);

  // Export as text: both turns, in order, with who translated them.
  await page.getByLabel(t('conversation.titleLabel')).fill('Dinner with Abuela');
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: t('conversation.export') }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Dinner-with-Abuela.txt');
  const text = readFileSync((await download.path())!, 'utf8');
  expect(text.indexOf('Person A (English): Thank you!')).toBeGreaterThan(0);
  expect(text.indexOf('Person B (Spanish): El perro come.')).toBeGreaterThan(text.indexOf('Thank you!'));
  expect(text).toContain('Translated by Apertium');

  // Saved to the account, and listed to reopen.
  await page.getByRole('button', { name: t('conversation.save') }).click();
  await expect(page.getByRole('status')).toHaveText(t('conversation.saved'));
  await page.getByRole('tab', { name: t('modes.saved') }).click();
  await page.getByRole('button', { name: 'Open Dinner with Abuela' }).click();
  await expect(page.getByRole('heading', { name: 'Dinner with Abuela' })).toBeVisible();
  await expect(page.getByTestId('transcript').getByRole('listitem')).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a free learner sees what the translator does and the way to Ultimate', async ({ visitor: page }) => {
  await signInThroughApi(page, free);
  await page.goto('/language-learning/translator');
  const upgrade = page.getByTestId('translator-upgrade');
  await expect(upgrade).toContainText(translation('en', 'translatorFeature', 'features.conversation.title'));
  const link = upgrade.getByRole('link', { name: translation('en', 'translatorFeature', 'button') });
  await expect(link).toHaveAttribute('href', '/pricing');
  await expect(page.getByRole('tab')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
