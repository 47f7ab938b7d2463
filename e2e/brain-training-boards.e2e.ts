import type { Page, Request } from '@playwright/test';
import { expect, expectNoAxeViolations, signInThroughApi, test, translation } from './fixtures';

const trainer = { email: 'trainer@e2e.example', password: 'cobalt-fern-lighthouse-26' };
const bt = (key: string) => translation('en', 'brainTraining', key);
const ct = (key: string) => translation('en', 'cognitiveTasks', key);

type Trial = { stimulus: string; response: string | null; rtMs: number | null; onsetMs: number };
const trialsOf = (request: Request) => (request.postDataJSON() as { trials: Trial[] }).trials;
const savedAttempt = (page: Page) => page.waitForRequest((r) => r.url().endsWith('/api/brain-training/attempts') && r.method() === 'POST');
/** A person needs more than 100 ms between two aimed clicks; faster ones are ignored as unaimed. */
const human = (page: Page) => page.waitForTimeout(130);

const trailLabels = (part: 'A' | 'B', n: number) =>
  Array.from({ length: n }, (_, i) => (part === 'A' ? String(i + 1) : i % 2 === 0 ? String(i / 2 + 1) : 'ABCDEFGHIJKL'[(i - 1) / 2]!));

/** Clicks a trail part's circles in order; `wrongAt` first clicks a wrong circle before that target. */
async function playTrailPart(page: Page, part: 'A' | 'B', n: number, wrongAt?: number) {
  await expect(page.getByRole('heading', { name: ct(part === 'A' ? 'trailMaking.partA' : 'trailMaking.partB') })).toBeVisible();
  const board = page.getByTestId('trail-board');
  const labels = trailLabels(part, n);
  for (const [i, label] of labels.entries()) {
    await human(page);
    if (i === wrongAt) {
      const wrong = board.locator(`button[data-label="${labels[i + 1]}"]`);
      await wrong.click();
      await expect(wrong).toHaveAttribute('data-flash', 'true');
      await human(page);
    }
    await board.locator(`button[data-label="${label}"]`).click();
  }
}

test.describe('brain training board tasks', () => {
  test.beforeEach(async ({ visitor: page }) => {
    await signInThroughApi(page, trainer);
  });

  test('trail making: parts A and B by clicks, errors flash and count, B − A shown and charted', async ({ visitor: page }) => {
    test.setTimeout(120_000);
    await page.goto('/brain-training');
    // Each new task is listed in the domain it trains.
    for (const [domain, task] of [
      ['speed', 'trail-making'],
      ['attention', 'schulte-table'],
      ['memory', 'memory-pairs'],
    ]) {
      await expect(page.getByRole('region', { name: bt(`domains.${domain}.name`) }).getByTestId(`task-${task}`)).toBeVisible();
    }
    await page.getByTestId('task-trail-making').click();
    await expect(page.getByRole('heading', { level: 1, name: ct('trailMaking.name') })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: bt('runner.startPractice') }).click();
    // The board itself passes axe (labels, contrast, target size).
    await expect(page.getByTestId('trail-board').locator('button')).toHaveCount(8);
    await expectNoAxeViolations(page);
    await playTrailPart(page, 'A', 8);
    await page.getByRole('button', { name: ct('trailMaking.startPartB') }).click();
    await playTrailPart(page, 'B', 8);
    await page.getByRole('button', { name: bt('runner.startReal') }).click();
    const saved = savedAttempt(page);
    await playTrailPart(page, 'A', 25, 3);
    await expect(page.getByTestId('trail-part-b-intro')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: ct('trailMaking.startPartB') }).click();
    await playTrailPart(page, 'B', 25);
    const trials = trialsOf(await saved);
    expect(trials).toHaveLength(51);
    expect(trials.filter((t) => t.stimulus.startsWith('A:')).map((t) => t.response)).toEqual([
      '1',
      '2',
      '3',
      '5',
      ...trailLabels('A', 25).slice(3),
    ]);
    expect(trials.every((t, i) => t.rtMs! >= 100 && (i === 0 || t.onsetMs >= trials[i - 1]!.onsetMs))).toBe(true);
    await expect(page.getByRole('heading', { name: bt('runner.resultTitle') })).toBeVisible();
    await expect(page.getByText(ct('measures.switchCostMs'), { exact: true })).toBeVisible();
    await expect(page.getByTestId('primary-score')).toHaveText(/^-?[\d,.]+ (ms|sec)$/);
    const errorsA = page.getByText(ct('measures.errorsA'), { exact: true }).locator('xpath=following-sibling::dd');
    await expect(errorsA).toHaveText('1');
    await expectNoAxeViolations(page);
    await page.goto('/performance-tracking');
    const card = page.getByTestId('progress-trail-making');
    await expect(card.getByRole('heading', { name: ct('trailMaking.name') })).toBeVisible();
    await expect(card.getByText(ct('measures.switchCostMs'), { exact: false })).toBeVisible();
  });

  test('Schulte table: three 5 × 5 tables found with the keyboard, time per table shown', async ({ visitor: page }) => {
    test.setTimeout(150_000);
    await page.goto('/brain-training/schulte-table');
    await expect(page.getByText(translation('en', 'cognitiveTasks', 'schulteTable.instructions').replaceAll('{{n}}', '5'))).toBeVisible();
    await expectNoAxeViolations(page);
    const grid = page.getByTestId('schulte-grid');
    const playTable = async (cells: number, wrongAt?: number) => {
      await expect(grid.locator('button')).toHaveCount(cells);
      for (let k = 1; k <= cells; k++) {
        await expect(page.getByTestId('schulte-find')).toHaveText(ct('schulteTable.find').replace('{{n}}', String(k)));
        if (k === wrongAt) {
          await grid.locator(`button[data-number="${k + 1}"]`).focus();
          await human(page);
          await page.keyboard.press('Enter');
          await expect(grid.locator(`button[data-number="${k + 1}"]`)).toHaveAttribute('data-flash', 'true');
        }
        await grid.locator(`button[data-number="${k}"]`).focus();
        await human(page);
        await page.keyboard.press('Enter');
      }
    };
    await page.getByRole('button', { name: bt('runner.startPractice') }).click();
    await playTable(9);
    await page.getByRole('button', { name: bt('runner.startReal') }).click();
    const saved = savedAttempt(page);
    // Arrow keys move between cells, row by row.
    const first = grid.locator('button').first();
    await first.focus();
    await page.keyboard.press('ArrowRight');
    await expect(grid.locator('button').nth(1)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(grid.locator('button').nth(6)).toBeFocused();
    await expectNoAxeViolations(page);
    await playTable(25, 7);
    await page.getByRole('button', { name: ct('schulteTable.nextTable') }).click();
    await playTable(25);
    await page.getByRole('button', { name: ct('schulteTable.nextTable') }).click();
    await playTable(25);
    const request = await saved;
    expect((request.postDataJSON() as { level: number }).level).toBe(5);
    const trials = trialsOf(request);
    expect(trials).toHaveLength(76);
    expect(trials.filter((t) => t.response !== t.stimulus.split(':')[1])).toEqual([{ ...trials[6]!, stimulus: '1:7', response: '8' }]);
    await expect(page.getByText(ct('measures.meanTableMs'), { exact: true })).toBeVisible();
    for (const table of [1, 2, 3]) await expect(page.getByText(ct(`measures.table${table}Ms`), { exact: true })).toBeVisible();
    await expect(
      page.getByTestId('attempt-result').getByText(ct('measures.errors'), { exact: true }).locator('xpath=following-sibling::dd'),
    ).toHaveText('1');
    await expectNoAxeViolations(page);
  });

  test('memory pairs: a remembering player finds every pair; moves and misses shown', async ({ visitor: page }) => {
    test.setTimeout(120_000);
    await page.goto('/brain-training/memory-pairs');
    await expect(page.getByText(ct('memoryPairs.instructions').replace('{{n}}', '4'))).toBeVisible();
    await expectNoAxeViolations(page);
    const board = page.getByTestId('memory-board');
    /** Plays a game like a player who remembers every card seen; returns the moves made. */
    const playGame = async () => {
      const cards = await board.locator('button').count();
      const seen = new Map<number, string>();
      const matched = new Set<number>();
      let moves = 0;
      const flip = async (position: number) => {
        await human(page);
        await board.locator(`button[data-position="${position}"]`).click();
        // The card's face once turned; the last pair found ends the game and the board goes.
        const face = await page.waitForFunction(
          (p) => {
            const card = document.querySelector(`[data-testid="memory-board"] button[data-position="${p}"]`);
            if (!card) return 'game over';
            return card.getAttribute('data-state') === 'down' ? null : card.getAttribute('data-symbol');
          },
          position,
          { polling: 20 },
        );
        const symbol = (await face.jsonValue())!;
        if (symbol !== 'game over') seen.set(position, symbol);
        return symbol;
      };
      const partnerOf = (position: number, symbol: string) =>
        [...seen].find(([p, s]) => p !== position && s === symbol && !matched.has(p))?.[0];
      while (matched.size < cards) {
        const knownPair = [...seen].find(([p, s]) => !matched.has(p) && partnerOf(p, s) !== undefined);
        const unknown = () => Array.from({ length: cards }, (_, i) => i).find((i) => !seen.has(i) && !matched.has(i))!;
        const a = knownPair ? knownPair[0] : unknown();
        const symbol = await flip(a);
        const b = partnerOf(a, symbol) ?? unknown();
        const other = await flip(b);
        moves += 1;
        if (other === 'game over') break;
        if (other === symbol) {
          matched.add(a).add(b);
          await expect(board.locator(`button[data-position="${b}"]`)).toHaveAttribute('data-state', 'matched');
        } else {
          await expect(board.locator(`button[data-position="${b}"]`)).toHaveAttribute('data-state', 'down');
        }
      }
      return moves;
    };
    await page.getByRole('button', { name: bt('runner.startPractice') }).click();
    await expect(board.locator('button')).toHaveCount(6);
    await expect(board.locator('button').first()).toHaveAccessibleName(ct('memoryPairs.cardDown').replace('{{n}}', '1'));
    await playGame();
    await page.getByRole('button', { name: bt('runner.startReal') }).click();
    await expect(board.locator('button')).toHaveCount(8);
    await expectNoAxeViolations(page);
    const saved = savedAttempt(page);
    const moves = await playGame();
    const trials = trialsOf(await saved);
    expect(trials).toHaveLength(moves * 2);
    expect(trials.every((t) => t.response === 'flip' && t.rtMs! >= 100)).toBe(true);
    await expect(page.getByTestId('primary-score')).toHaveText(String(moves));
    await expect(page.getByText(ct('measures.moves'), { exact: true })).toBeVisible();
    await expect(page.getByText(ct('measures.misses'), { exact: true }).locator('xpath=following-sibling::dd')).toHaveText(
      String(moves - 4),
    );
    await expectNoAxeViolations(page);
  });
});
