import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { paintElement } from './paint-helpers';
import { shuffle } from './shuffle';

const arrows: Record<string, string> = { '<': '←', '>': '→' };

/** Eriksen flanker: the direction of the middle arrow, with the flankers pointing the same or the other way. */
export const flankerTask: TimedTask = {
  id: 'flanker',
  responses: [
    { value: 'left', keys: ['ArrowLeft', 'KeyF'], labelKey: 'common.left', keyHint: '← / F' },
    { value: 'right', keys: ['ArrowRight', 'KeyJ'], labelKey: 'common.right', keyHint: '→ / J' },
  ],
  makeTrials(_level, practice) {
    const each = practice ? 2 : 6;
    return shuffle(['<<<<<', '>>>>>', '<<><<', '>><>>'].flatMap((s) => Array.from({ length: each }, () => s)));
  },
  paint: ({ root, t }, stimulus) =>
    paintElement(root, 'span', {
      className: 'font-mono text-6xl font-bold tracking-widest text-white',
      text: [...stimulus].map((c) => arrows[c]).join(''),
      label: t(stimulus[2] === '<' ? 'flanker.middleLeft' : 'flanker.middleRight'),
    }),
  expected: (stimulus) => (stimulus[2] === '<' ? 'left' : 'right'),
  displayMs: null,
  endsOnResponse: true,
  foreperiodMs: () => jitter(400, 700),
  fixation: true,
  catchAnticipations: false,
};
