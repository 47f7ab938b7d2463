import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { MemoryPairsRound } from './memory-pairs-round';

beforeAll(setUpTestI18n);
afterEach(() => vi.restoreAllMocks());

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const card = (position: number) => screen.getByTestId('memory-board').querySelector<HTMLButtonElement>(`[data-position="${position}"]`)!;
/**
 * Turns a card with the keyboard, as a person would: a little over 100 ms after the last one. The
 * event is stamped on performance.now()'s clock, as browsers do (jsdom stamps Date.now()).
 */
async function press(position: number) {
  await pause(120);
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: performance.now() });
  fireEvent(card(position), event);
}

describe('MemoryPairsRound', () => {
  it('turns two cards a move, turns a miss back after a moment, keeps pairs up and hands over every flip', async () => {
    // Math.random() = 0 makes both shuffles fixed: symbols moon, sun, cloud, heart on cards 0–3 and again on 4–7.
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const onFinish = vi.fn<(trials: AttemptTrial[]) => void>();
    render(<MemoryPairsRound practice={false} level={4} onFinish={onFinish} onTimeout={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Cards' }).querySelectorAll('button')).toHaveLength(8);
    expect(card(0)).toHaveAccessibleName('Card 1, face down');
    await pause(150); // the board's first paint starts the clock

    await press(0);
    expect(card(0)).toHaveAccessibleName('Card 1: moon');
    await press(1);
    expect(card(1)).toHaveAttribute('data-state', 'up');
    // While a miss is on show, other cards do not turn.
    await press(2);
    expect(card(2)).toHaveAttribute('data-state', 'down');
    await waitFor(() => expect(card(0)).toHaveAttribute('data-state', 'down'), { timeout: 2000 });
    expect(card(1)).toHaveAttribute('data-state', 'down');
    await pause(150);

    for (const k of [0, 1, 2, 3]) {
      await press(k);
      await press(k + 4);
      expect(card(k + 4)).toHaveAttribute('data-state', 'matched');
    }
    expect(onFinish).toHaveBeenCalledOnce();
    const trials = onFinish.mock.calls[0]![0];
    expect(trials.map((t) => t.stimulus)).toEqual(['0:2', '1:3', '0:2', '4:2', '1:3', '5:3', '2:4', '6:4', '3:1', '7:1']);
    expect(trials.every((t) => t.response === 'flip' && t.rtMs! >= 100)).toBe(true);
    // Each flip starts no earlier than the one before it ended; the miss's pause lies between moves 1 and 2.
    for (let i = 1; i < trials.length; i++)
      expect(trials[i]!.onsetMs).toBeGreaterThanOrEqual(trials[i - 1]!.onsetMs + trials[i - 1]!.rtMs! - 1);
    expect(trials[2]!.onsetMs - (trials[1]!.onsetMs + trials[1]!.rtMs!)).toBeGreaterThanOrEqual(850);
    expect(screen.getByText('4 of 4 pairs · 5 moves')).toBeInTheDocument();
  });
});
