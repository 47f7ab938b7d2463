import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { AttemptTrial } from '@brainboost/domain/cognitive/attempt-trial';
import { setUpTestI18n } from '../../../i18n.test-helpers';
import { TrailMakingRound } from './trail-making-round';

beforeAll(setUpTestI18n);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const circle = (label: string) => screen.getByTestId('trail-board').querySelector<HTMLButtonElement>(`[data-label="${label}"]`)!;
/** Enter on a circle a little over 100 ms after the last press, stamped on performance.now()'s clock as in browsers. */
async function press(label: string) {
  await pause(120);
  const event = new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, cancelable: true });
  Object.defineProperty(event, 'timeStamp', { value: performance.now() });
  fireEvent(circle(label), event);
}

describe('TrailMakingRound', () => {
  it('joins circles in order, flashes and records a wrong one, ignores a joined one, then runs part B', async () => {
    const onFinish = vi.fn<(trials: AttemptTrial[]) => void>();
    render(<TrailMakingRound practice level={null} onFinish={onFinish} onTimeout={vi.fn()} />);
    expect(screen.getByRole('group', { name: 'Trail board' }).querySelectorAll('button')).toHaveLength(8);
    await pause(150);
    await press('1');
    await press('2');
    expect(circle('2')).toHaveAccessibleName('Circle 2, joined');
    await press('5');
    expect(circle('5')).toHaveAttribute('data-flash', 'true');
    expect(screen.getByText('Not quite')).toBeInTheDocument();
    await press('2'); // a second tap on a joined circle
    for (const label of ['3', '4', '5', '6', '7', '8']) await press(label);
    await userEvent.click(screen.getByRole('button', { name: 'Start part B' }));
    await pause(150);
    for (const label of ['1', 'A', '2', 'B', '3', 'C', '4', 'D']) await press(label);
    expect(onFinish).toHaveBeenCalledOnce();
    const trials = onFinish.mock.calls[0]![0];
    expect(trials.map((t) => `${t.stimulus}=${t.response}`)).toEqual([
      'A:1=1',
      'A:2=2',
      'A:3=5',
      'A:3=3',
      'A:4=4',
      'A:5=5',
      'A:6=6',
      'A:7=7',
      'A:8=8',
      'B:1=1',
      'B:2=A',
      'B:3=2',
      'B:4=B',
      'B:5=3',
      'B:6=C',
      'B:7=4',
      'B:8=D',
    ]);
    expect(trials.every((t) => t.rtMs! >= 100)).toBe(true);
    // The break before part B is not part of any click's time.
    expect(trials[9]!.onsetMs).toBeGreaterThan(trials[8]!.onsetMs + trials[8]!.rtMs!);
  });
});
