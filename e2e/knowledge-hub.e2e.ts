import { spawn, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { expect, expectNoAxeViolations, signedInPage, signInThroughApi, submitLogin, test, translation } from './fixtures';

// Seeded by scripts/e2e-server.mjs: a free learner (these journeys ask fewer than the daily limit).
const learner = { email: 'hub@e2e.example', password: 'fennel-tidal-lantern-38' };
const t = (key: string) => translation('en', 'homework', key);

test.describe.configure({ timeout: 90_000 });

test('a history question gets a cited answer quoted from the knowledge hub, and the citation opens the article', async ({ browser }) => {
  const page = await signedInPage(browser, learner);
  await page.goto('/homework-help');
  await page.getByLabel(t('form.question')).fill('Who was the first person to walk on the Moon?');
  await page.getByRole('button', { name: t('form.ask') }).click();
  await expect(page.getByText(t('sourced.intro'))).toBeVisible();
  await expect(page.getByText(/Armstrong became the first person to walk on the Moon/)).toBeVisible();
  const citation = page.getByRole('link', { name: 'The first Moon landing' });
  await expect(citation).toBeVisible();
  await expectNoAxeViolations(page);

  // A science question in the same conversation; something the hub does not cover gets the honest refusal.
  await page.getByLabel(t('form.question')).fill('Why do volcanoes erupt?');
  await page.getByRole('button', { name: t('form.ask') }).click();
  await expect(page.getByRole('link', { name: 'Volcanoes', exact: true })).toBeVisible();
  await page.getByLabel(t('form.question')).fill('Who painted the Mona Lisa?');
  await page.getByRole('button', { name: t('form.ask') }).click();
  await expect(page.getByText(t('unanswered.offline'))).toBeVisible();

  await citation.click();
  await expect(page).toHaveURL(/\/knowledge-hub\/moon-landing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'The first Moon landing' })).toBeVisible();
  await expect(page.getByText(/one giant leap for mankind/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: t('knowledgeHub.back') }).click();
  await expect(page.getByRole('heading', { level: 2, name: t('knowledgeHub.subjects.geography') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tropical rainforests' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().close();
});

test('the knowledge hub is public and in the visitor’s language', async ({ visitor: page }) => {
  await page.addInitScript(() => localStorage.setItem('i18nextLng', 'fr'));
  await page.goto('/knowledge-hub/photosynthesis');
  await expect(
    page.getByRole('heading', { level: 1, name: 'La photosynthèse : comment les plantes fabriquent leur nourriture' }),
  ).toBeVisible();
  await expect(page.getByText(/un pigment vert appelé chlorophylle/)).toBeVisible();
  await expect(page.getByText(translation('fr', 'homework', 'knowledgeHub.inEnglish'))).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/knowledge-hub/atlantis');
  await expect(page.getByRole('heading', { level: 1, name: translation('fr', 'homework', 'knowledgeHub.notFound') })).toBeVisible();
});

test('the hub reads in Traditional Chinese, and a learner asking in Cantonese gets a cited Cantonese answer', async ({ visitor: page }) => {
  const zh = (key: string) => translation('zh-Hant', 'homework', key);
  const yue = (key: string) => translation('yue', 'homework', key);
  await page.goto('/knowledge-hub');
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'zh-Hant'));
  await page.goto('/knowledge-hub');
  await expect(page.getByRole('heading', { level: 2, name: zh('knowledgeHub.subjects.science') })).toBeVisible();
  await expect(page.getByRole('link', { name: '維京人' })).toBeVisible();
  await page.getByRole('link', { name: '光合作用：植物怎樣製造食物' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '光合作用：植物怎樣製造食物' })).toBeVisible();
  await expect(page.getByText(/葉綠素的綠色色素/)).toBeVisible();
  await expect(page.getByText(zh('knowledgeHub.inEnglish'))).toHaveCount(0);
  await expectNoAxeViolations(page);

  await signInThroughApi(page, learner);
  await page.evaluate(() => localStorage.setItem('i18nextLng', 'yue'));
  await page.goto('/homework-help');
  await page.getByLabel(yue('form.question')).fill('光合作用係咩？');
  await page.getByRole('button', { name: yue('form.ask') }).click();
  await expect(page.getByText(yue('sourced.intro'))).toBeVisible();
  await expect(page.getByText(/光合作用係植物、藻類同埋一啲細菌自己整食物嘅過程/)).toBeVisible();
  await expect(page.getByRole('link', { name: '光合作用：植物點樣整食物' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a learner using Spanish is answered from the Spanish article, and the hub lists the articles in Spanish', async ({ browser }) => {
  const page = await signedInPage(browser, learner);
  const es = (key: string) => translation('es', 'homework', key);
  // Registered after the English one, so it wins on every page load.
  await page.context().addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
  await page.goto('/homework-help');
  await page.getByLabel(es('form.question')).fill('¿Qué es la fotosíntesis?');
  await page.getByRole('button', { name: es('form.ask') }).click();
  await expect(page.getByText(es('sourced.intro'))).toBeVisible();
  await expect(page.getByText(/La fotosíntesis es el proceso que usan las plantas, las algas y algunas bacterias/)).toBeVisible();
  const citation = page.getByRole('link', { name: 'La fotosíntesis: cómo fabrican su alimento las plantas' });
  await expect(citation).toBeVisible();
  await expectNoAxeViolations(page);

  await citation.click();
  await expect(page).toHaveURL(/\/knowledge-hub\/photosynthesis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'La fotosíntesis: cómo fabrican su alimento las plantas' })).toBeVisible();
  await expect(page.getByText(/un pigmento verde llamado clorofila/)).toBeVisible();
  await expect(page.getByText(es('knowledgeHub.inEnglish'))).toHaveCount(0);
  await page.getByRole('link', { name: es('knowledgeHub.back') }).click();
  await expect(page.getByRole('heading', { level: 2, name: es('knowledgeHub.subjects.geography') })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Las selvas tropicales' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Tropical rainforests' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().close();
});

/**
 * Streaming needs a model server: a second app server (same build, own data folder) is pointed at
 * a local OpenAI-compatible fake that writes its answer slowly, so the page shows it growing.
 */
test.describe('with a model server', () => {
  let fake: Server;
  let server: ChildProcess;
  const port = Number(process.env.E2E_PORT ?? 3100) + 50;
  const base = `http://127.0.0.1:${port}`;
  const words = ['Rivers ', 'begin ', 'at ', 'a ', 'source ', 'in ', 'high ', 'ground ', 'and ', 'flow ', 'down ', 'to ', 'the ', 'sea.'];

  test.beforeAll(async () => {
    // A second server seeds and starts from scratch: give it the 60 s the loop below waits, and more.
    test.setTimeout(120_000);
    fake = createServer((req, res) => {
      req.resume();
      req.on('end', async () => {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        for (const word of words) {
          res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: word } }] })}\n\n`);
          await new Promise((resolve) => setTimeout(resolve, 250));
        }
        res.end('data: [DONE]\n\n');
      });
    });
    await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
    const llm = `http://127.0.0.1:${(fake.address() as AddressInfo).port}/v1`;
    server = spawn(process.execPath, [path.resolve(import.meta.dirname, '../scripts/e2e-server.mjs')], {
      env: {
        ...process.env,
        PORT: String(port),
        LLM_BASE_URL: llm,
        LLM_MODEL: 'fake',
        LLM_TIMEOUT_MS: '20000',
        SETUP_TOKEN_FILE: path.join('/tmp', `bb-e2e-stream-token-${port}`),
      },
      stdio: 'ignore',
    });
    for (let i = 0; i < 120; i++) {
      if (
        await fetch(`${base}/readyz`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the second server did not start');
  });
  test.afterAll(async () => {
    server?.kill('SIGTERM');
    await new Promise<void>((resolve) => (fake ? fake.close(() => resolve()) : resolve()));
  });

  test('a streamed answer appears word by word, announced politely, then is replaced by the final answer', async ({ browser }) => {
    const context = await browser.newContext({ baseURL: base });
    await context.addInitScript(() => {
      localStorage.setItem('onboardingComplete', 'true');
      localStorage.setItem('i18nextLng', 'en');
    });
    const page = await context.newPage();
    await page.goto('/login');
    await submitLogin(page, learner);
    await expect(page).toHaveURL(/\/profile$/);
    await page.goto('/homework-help?subject=science');
    await page.getByLabel(t('form.question')).fill('Tell me about rivers');
    await page.getByRole('button', { name: t('form.ask') }).click();
    const draft = page.getByTestId('draft-answer');
    // Part of the answer is on screen while the rest is still being written.
    await expect(draft).toContainText('Rivers begin at');
    await expect(draft).not.toContainText('to the sea.');
    await expect(draft.getByRole('status')).toHaveText(t('draft.writing'));
    await expectNoAxeViolations(page);
    // The final, checked answer replaces the draft.
    await expect(page.getByText('Rivers begin at a source in high ground and flow down to the sea.')).toBeVisible({ timeout: 15_000 });
    await expect(draft).toHaveCount(0);
    await expect(page.getByText(t('answer.modelNote'))).toBeVisible();
    await context.close();
  });
});
