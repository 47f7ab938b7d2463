import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { paintElement } from './paint-helpers';

/** Simple reaction time: one signal, one key, after an unpredictable wait. */
export const simpleRtTask: TimedTask = {
  id: 'simple-rt',
  responses: [{ value: 'press', keys: ['Space'], labelKey: 'common.press', keyHint: 'Space' }],
  makeTrials: (_level, practice) => Array.from({ length: practice ? 4 : 20 }, () => 'go'),
  paint: ({ root, t }, _stimulus) =>
    paintElement(root, 'span', { className: 'block size-32 rounded-full bg-yellow-300', label: t('simpleRt.signal') }),
  expected: () => 'press',
  displayMs: null,
  endsOnResponse: true,
  foreperiodMs: () => jitter(1000, 2500),
  fixation: false,
  catchAnticipations: true,
};
