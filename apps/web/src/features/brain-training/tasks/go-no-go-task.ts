import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { paintElement } from './paint-helpers';
import { shuffle } from './shuffle';

/** Go/no-go: press for the green circle (3 in 4 trials), hold back for the red square. */
export const goNoGoTask: TimedTask = {
  id: 'go-no-go',
  responses: [{ value: 'press', keys: ['Space'], labelKey: 'common.press', keyHint: 'Space' }],
  makeTrials(_level, practice) {
    const go = practice ? 6 : 30;
    const noGo = practice ? 2 : 10;
    return shuffle([...Array.from({ length: go }, () => 'go'), ...Array.from({ length: noGo }, () => 'nogo')]);
  },
  paint: ({ root, t }, stimulus) =>
    stimulus === 'go'
      ? paintElement(root, 'span', { className: 'block size-28 rounded-full bg-green-400', label: t('goNoGo.goShape') })
      : paintElement(root, 'span', { className: 'block size-28 rounded-md bg-red-500', label: t('goNoGo.noGoShape') }),
  expected: (stimulus) => (stimulus === 'go' ? 'press' : null),
  displayMs: 500,
  endsOnResponse: true,
  foreperiodMs: () => jitter(500, 1000),
  fixation: true,
  catchAnticipations: false,
};
