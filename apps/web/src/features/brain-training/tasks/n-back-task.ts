import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { paintElement } from './paint-helpers';
import { pick } from './shuffle';

const letters = ['B', 'C', 'D', 'F', 'H', 'K', 'M', 'R'];

/** n-back: press when the letter is the same as the one n letters back (a third of trials are targets). */
export const nBackTask: TimedTask = {
  id: 'n-back',
  responses: [{ value: 'match', keys: ['Space', 'KeyM'], labelKey: 'nBack.match', keyHint: 'Space' }],
  makeTrials(level, practice) {
    const n = level ?? 1;
    const count = (practice ? 8 : 20) + n;
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      if (i >= n && Math.random() < 1 / 3) out.push(out[i - n]!);
      else out.push(pick(letters.filter((l) => i < n || l !== out[i - n])));
    }
    return out;
  },
  paint: ({ root }, stimulus) => paintElement(root, 'span', { className: 'text-7xl font-bold text-white', text: stimulus }),
  expected: (stimulus, history, level) => {
    const n = level ?? 1;
    return history.length >= n && history[history.length - n] === stimulus ? 'match' : null;
  },
  displayMs: 500,
  endsOnResponse: false,
  foreperiodMs: () => jitter(0, 0),
  fixation: false,
  catchAnticipations: false,
};
