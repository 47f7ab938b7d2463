import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { shuffle } from './shuffle';

/** Choice reaction time: press the side the circle appears on. */
export const choiceRtTask: TimedTask = {
  id: 'choice-rt',
  responses: [
    { value: 'left', keys: ['ArrowLeft', 'KeyF'], labelKey: 'common.left', keyHint: '← / F' },
    { value: 'right', keys: ['ArrowRight', 'KeyJ'], labelKey: 'common.right', keyHint: '→ / J' },
  ],
  makeTrials: (_level, practice) => shuffle(Array.from({ length: practice ? 6 : 20 }, (_, i) => (i % 2 ? 'left' : 'right'))),
  paint: ({ root, t }, stimulus) => {
    const row = document.createElement('div');
    row.className = `flex w-full ${stimulus === 'left' ? 'justify-start' : 'justify-end'} px-8`;
    const dot = document.createElement('span');
    dot.className = 'block size-24 rounded-full bg-sky-400';
    dot.setAttribute('role', 'img');
    dot.setAttribute('aria-label', t(stimulus === 'left' ? 'choiceRt.signalLeft' : 'choiceRt.signalRight'));
    row.append(dot);
    root.replaceChildren(row);
  },
  expected: (stimulus) => stimulus,
  displayMs: null,
  endsOnResponse: true,
  foreperiodMs: () => jitter(600, 1400),
  fixation: true,
  catchAnticipations: true,
};
