import type { Locator } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const learner = { email: 'curriculum@e2e.example', password: 'quartz-meadow-falcon-73' };
const freeLearner = { email: 'curriculumfree@e2e.example', password: 'ember-lagoon-thistle-18' };
const cu = (key: string) => translation('en', 'curriculum', key);
const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

type Item = {
  id: string;
  skill: string;
  kind: 'choice' | 'multi' | 'true-false' | 'short' | 'order';
  prompt: string;
  choices?: string[];
  answer?: number | boolean;
  answers?: number[];
  accept?: string[];
  sequence?: string[];
};
type Topic = {
  id: string;
  title: string;
  unit: { id: string; title: string };
  skills: { id: string; title: string }[];
  practice: Item[];
  quiz: Item[];
};

/** The published middle-school science topics, as written (the test answers from the content, as a learner who knows it would). */
const scienceDir = path.resolve(import.meta.dirname, '../content/curriculum/science/middle');
const topics: Topic[] = readdirSync(scienceDir).map(
  (slug) => JSON.parse(readFileSync(path.join(scienceDir, slug, 'en.json'), 'utf8')) as Topic,
);
const cells = topics.find((t) => t.id === 'science-middle-cells-and-body-systems')!;
/** Markdown marks as the page shows them: text only. */
const plain = (text: string) => text.replace(/\*\*|`|(?<!\w)\*(?!\s)|(?<!\s)\*(?!\w)/g, '').trim();

const words = (text: string) => plain(text).replace(/\s+/g, ' ');
function itemByPrompt(prompt: string): Item {
  const found = topics.flatMap((t) => [...t.practice, ...t.quiz]).find((i) => words(i.prompt) === words(prompt));
  if (!found) throw new Error(`no item with prompt ${prompt}`);
  return found;
}

/** Answers the item shown in `scope` rightly, or wrongly when `right` is false. */
async function answer(scope: Locator, item: Item, right = true) {
  switch (item.kind) {
    case 'choice': {
      const key = item.answer as number;
      const index = right ? key : (key + 1) % item.choices!.length;
      await scope.getByRole('radio', { name: plain(item.choices![index]!), exact: true }).click();
      return;
    }
    case 'true-false':
      await scope
        .getByRole('radio', { name: (right ? item.answer : !item.answer) ? cu('item.true') : cu('item.false'), exact: true })
        .click();
      return;
    case 'short':
      await scope.getByLabel(cu('item.yourAnswer')).fill(right ? item.accept![0]! : 'no idea');
      return;
    case 'multi': {
      const picks = right ? item.answers! : [item.choices!.findIndex((_, i) => !item.answers!.includes(i))];
      for (const i of picks) await scope.getByRole('checkbox', { name: plain(item.choices![i]!), exact: true }).check();
      return;
    }
    case 'order': {
      const wanted = right ? item.sequence!.map(plain) : [...item.sequence!].reverse().map(plain);
      // Bring each piece up to its place with its "move up" button.
      for (const [place, text] of wanted.entries()) {
        for (let guard = 0; guard < 8; guard++) {
          const rows = await scope.getByRole('listitem').evaluateAll((items) => items.map((li) => li.getAttribute('aria-label') ?? ''));
          const at = rows.findIndex((label) => label.replace(/^\d+: /, '') === text);
          if (at <= place) break;
          await scope.getByRole('button', { name: fill(cu('item.moveUp'), { text }), exact: true }).click();
        }
      }
    }
  }
}

async function promptOf(scope: Locator): Promise<string> {
  return (await scope.locator('[id]').first().innerText()).replace(/\s+/g, ' ');
}

test.describe('curriculum', () => {
  test.describe.configure({ mode: 'serial' });

  test('a middle-school learner opens a subject, reads a topic, practises a skill to familiar, takes a unit test and reviews it', async ({
    visitor: page,
  }) => {
    test.setTimeout(120_000);
    await signInThroughApi(page, learner);
    await page.goto('/subjects');
    // Middle school is the default band; another band is remembered and put in the address.
    await page.getByText(cu('band.high'), { exact: true }).click();
    await expect(page).toHaveURL(/band=high/);
    await page.getByText(cu('band.middle'), { exact: true }).click();
    await expect(page).toHaveURL(/band=middle/);
    await expectNoAxeViolations(page);
    // The card's name starts with the subject's ("Computer Science" is another card).
    await page.getByRole('link', { name: new RegExp(`^${translation('en', 'curriculum', 'subjects.science.name')}`) }).click();
    await expect(page.getByRole('heading', { level: 1, name: translation('en', 'curriculum', 'subjects.science.name') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: cells.unit.title })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: cells.title, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: cells.title })).toBeVisible();
    await expect(page.getByRole('heading', { name: cu('topic.workedExample') })).toBeVisible();
    await expectNoAxeViolations(page);

    // Practise one skill: four right and one wrong make a set of five at 80 %: familiar.
    const skill = cells.skills[1]!;
    const practice = page.getByRole('region', { name: cu('practice.title') });
    await practice.getByLabel(cu('practice.skill')).selectOption(skill.id);
    await practice.getByRole('button', { name: cu('practice.start') }).click();
    for (let i = 0; i < 5; i++) {
      const form = practice.locator('form');
      // The next item is on screen once its "check" button is (the last one's verdict hid it).
      await expect(practice.getByRole('button', { name: cu('practice.check') })).toBeVisible();
      const item = itemByPrompt(await promptOf(form));
      expect(item.skill).toBe(skill.id);
      await answer(form, item, i !== 2);
      await practice.getByRole('button', { name: cu('practice.check') }).click();
      await expect(practice.getByRole('heading', { name: i !== 2 ? cu('review.right') : cu('review.notYet') })).toBeVisible();
      if (i === 0) await expectNoAxeViolations(page);
      if (i < 4) await practice.getByRole('button', { name: cu('practice.next') }).click();
    }
    await expect(practice.getByText(fill(cu('practice.levelChanged'), { level: cu('mastery.familiar') }))).toBeVisible();
    await expect(practice.getByText(fill(cu('practice.session'), { right: 4, total: 5 }))).toBeVisible();
    await expect(practice.getByRole('link', { name: cu('practice.askTutor') })).toHaveAttribute(
      'href',
      /\/homework-help\?q=.+&subject=science/,
    );
    // The skills list shows the new level once the page reads it again.
    await expect(page.getByRole('complementary').getByText(cu('mastery.familiar'))).toBeVisible();

    // Flashcards turn over.
    const deck = page.getByRole('region', { name: cu('flashcards.title') });
    await deck.getByRole('button', { name: cu('flashcards.turn'), exact: true }).click();
    await expect(deck.getByText(cu('flashcards.back'), { exact: true })).toBeVisible();

    // The study guide: key ideas, practice and an answer key; printed without the site around it; a PDF to download.
    await page.getByRole('link', { name: cu('guide.open') }).click();
    await expect(page.getByRole('heading', { level: 1, name: cells.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: cu('guide.answerKey') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('banner').first()).toBeHidden();
    await expect(page.getByRole('button', { name: cu('guide.print') })).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: cu('guide.answerKey') })).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    const pdfHref = await page.getByRole('link', { name: cu('guide.download') }).getAttribute('href');
    const pdf = await page.request.get(pdfHref!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');

    // Resources: every topic's study guide and worksheet; the worksheet is the practice and its answer key only.
    await page.goto('/resources?band=middle');
    await expectNoAxeViolations(page);
    const cellsResource = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: cells.title, exact: true }) });
    await cellsResource.getByRole('link', { name: cu('guide.worksheet') }).click();
    await expect(page).toHaveURL(`/education/${cells.id}/guide?part=practice`);
    await expect(page.getByRole('heading', { level: 2, name: cu('guide.practice') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: cu('guide.answerKey') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: cu('guide.keyIdeas') })).toHaveCount(0);

    // A unit practice test of the unit, untimed: answer all but the last rightly, submit, review.
    await page.goto('/subjects/science?band=middle');
    const unit = page.getByRole('region', { name: cells.unit.title });
    await unit.getByRole('button', { name: cu('unitTest.start') }).click();
    await expect(page).toHaveURL(/\/education\/tests\//);
    await expect(page.getByRole('heading', { level: 1, name: fill(cu('test.unitTitle'), { unit: cells.unit.title }) })).toBeVisible();
    const questions = page.locator('form > ol > li');
    const total = await questions.count();
    expect(total).toBeGreaterThanOrEqual(4);
    await expectNoAxeViolations(page);
    const items: Item[] = [];
    for (let i = 0; i < total; i++) items.push(itemByPrompt(await promptOf(questions.nth(i).locator('div').first())));
    // One question left unanswered (not an order question: its pieces always stand in some order).
    const skipped = items.findLastIndex((item) => item.kind !== 'order');
    for (const [i, item] of items.entries()) if (i !== skipped) await answer(questions.nth(i), item);
    await page.getByRole('button', { name: cu('test.submit') }).click();
    await expect(page.getByText(fill(cu('test.scoreValue'), { score: total - 1, total }))).toBeVisible();
    await expect(page.getByRole('heading', { name: cu('test.review') })).toBeVisible();
    await expect(page.getByText(cu('test.unanswered'))).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 4, name: cu('review.right') })).toHaveCount(total - 1);
    await expectNoAxeViolations(page);

    // A reload shows the same scored review: submitted once.
    await page.reload();
    await expect(page.getByText(fill(cu('test.scoreValue'), { score: total - 1, total }))).toBeVisible();

    // The learning dashboard (the header's "Learning") shows the progress and what to do next.
    await page.goto('/grade-dashboard?band=middle');
    const science = page.getByRole('region', { name: translation('en', 'curriculum', 'subjects.science.name'), exact: true });
    await expect(science.getByRole('link', { name: new RegExp(cu('dashboard.go')) })).toBeVisible();
    await expectNoAxeViolations(page);

    // The home dashboard's "continue learning" card leads back to the topic practised last.
    await page.goto('/dashboard');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: translation('en', 'dashboard', 'curriculum.title'), exact: true }),
    });
    await expect(card.getByTestId('curriculum-counters')).toContainText('5');
    await card.getByRole('link', { name: new RegExp(cells.title) }).click();
    await expect(page.getByRole('heading', { level: 1, name: cells.title })).toBeVisible();
  });

  test('a free learner reads every topic but practises only the open ones; a visitor is asked to sign in', async ({ visitor: page }) => {
    await page.goto('/grade-dashboard');
    await expect(page.getByText(cu('dashboard.visitor'))).toBeVisible();
    await expectNoAxeViolations(page);

    // The topic index filters by what is typed; the band overview lists each band's units.
    await page.goto('/education?band=middle');
    await page.getByLabel(cu('topicIndex.search')).fill('photosynthesis');
    await expect(page.getByRole('link', { name: /Photosynthesis, Respiration and the Flow of Energy/ })).toBeVisible();
    await expect(page.getByText(fill(cu('topicIndex.count_one'), { count: 1 }))).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/grade-specific');
    await expect(page.getByRole('heading', { level: 2, name: cu('band.elementary') })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: cu('band.high') })).toBeVisible();
    await expectNoAxeViolations(page);

    await signInThroughApi(page, freeLearner);
    const second = topics.find((t) => t.unit.id === cells.unit.id && t.id !== cells.id)!;
    await page.goto(`/education/${second.id}`);
    await expect(page.getByRole('heading', { level: 1, name: second.title })).toBeVisible();
    await expect(page.getByText(cu('locked.topic.adult'))).toBeVisible();
    await expect(page.getByRole('region', { name: cu('practice.title') })).toHaveCount(0);
    await expect(page.getByRole('link', { name: cu('locked.plans') })).toHaveAttribute('href', '/pricing');

    await page.goto(`/education/${cells.id}`);
    await expect(page.getByRole('region', { name: cu('practice.title') })).toBeVisible();
    await expect(page.getByText(cu('locked.tests.adult'))).toHaveCount(0);
    await page.goto('/subjects/science?band=middle');
    await expect(page.getByText(cu('locked.tests.adult'))).toBeVisible();
    await expect(page.getByRole('button', { name: cu('unitTest.start') })).toHaveCount(0);
    await page.goto('/resources?band=middle');
    await expect(page.getByText(cu('locked.guides.adult'))).toBeVisible();
    await expect(page.getByRole('link', { name: cu('guide.worksheet') })).toHaveCount(0);
    // No study guides on the free plan: the page says why.
    await page.goto(`/education/${cells.id}/guide`);
    await expect(page.getByText(translation('en', 'errors', 'curriculum.guidesLocked'))).toBeVisible();

    await page.goto('/education/science-middle-no-such-topic');
    await expect(page.getByRole('heading', { name: cu('notFound.title') })).toBeVisible();
  });

  test('the knowledge hub finds articles and lessons by what is typed, in English and in Chinese', async ({ visitor: page }) => {
    const hw = (key: string) => translation('en', 'homework', key);
    await page.goto('/knowledge-hub');
    await page.getByLabel(hw('knowledgeHub.search.label')).fill('Photosynthesis respiration');
    await page.getByRole('button', { name: hw('knowledgeHub.search.submit'), exact: true }).click();
    await expect(page).toHaveURL(/\?q=Photosynthesis\+respiration/);
    const results = page.getByRole('region', { name: /results for/ });
    await expect(results.getByRole('link', { name: 'Photosynthesis, Respiration and the Flow of Energy' })).toBeVisible();
    await expectNoAxeViolations(page);
    await results.getByRole('link', { name: 'Photosynthesis, Respiration and the Flow of Energy' }).click();
    await expect(page).toHaveURL('/education/science-middle-matter-and-energy-in-ecosystems');

    await page.goto(`/knowledge-hub?q=${encodeURIComponent('lava volcano nonsenseword')}`);
    await expect(page.getByText(hw('knowledgeHub.search.none'))).toBeVisible();

    await page.evaluate(() => localStorage.setItem('i18nextLng', 'zh-Hans'));
    await page.goto(`/knowledge-hub?q=${encodeURIComponent('光合作用')}`);
    const found = page.locator('section[aria-labelledby="search-results"]');
    await expect(found.locator('a[href="/knowledge-hub/photosynthesis"]')).toBeVisible();
    await expect(found.locator('a[href="/knowledge-hub/photosynthesis"]')).toHaveAttribute('lang', 'zh-Hans');
  });
});
