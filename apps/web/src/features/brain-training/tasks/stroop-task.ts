import { stroopColours } from '@brainboost/domain/cognitive/task-stimuli';
import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { paintElement } from './paint-helpers';
import { pick, shuffle } from './shuffle';

/** Ink colours that read well on the dark stage. */
export const inkColours: Record<(typeof stroopColours)[number], string> = {
  red: '#f87171',
  green: '#4ade80',
  blue: '#60a5fa',
  yellow: '#facc15',
};

/** Stroop: name the ink colour of a colour word; half the words name a different colour. */
export const stroopTask: TimedTask = {
  id: 'stroop',
  responses: [
    { value: 'red', keys: ['KeyD'], labelKey: 'colours.red', keyHint: 'D' },
    { value: 'green', keys: ['KeyF'], labelKey: 'colours.green', keyHint: 'F' },
    { value: 'blue', keys: ['KeyJ'], labelKey: 'colours.blue', keyHint: 'J' },
    { value: 'yellow', keys: ['KeyK'], labelKey: 'colours.yellow', keyHint: 'K' },
  ],
  makeTrials(_level, practice) {
    const half = practice ? 4 : 12;
    const congruent = Array.from({ length: half }, () => {
      const colour = pick(stroopColours);
      return `${colour}:${colour}`;
    });
    const incongruent = Array.from({ length: half }, () => {
      const ink = pick(stroopColours);
      return `${pick(stroopColours.filter((c) => c !== ink))}:${ink}`;
    });
    return shuffle([...congruent, ...incongruent]);
  },
  paint: ({ root, t }, stimulus) => {
    const [word, ink] = stimulus.split(':') as [keyof typeof inkColours, keyof typeof inkColours];
    paintElement(root, 'span', {
      className: 'text-6xl font-extrabold uppercase',
      text: t(`colours.${word}`),
      style: { color: inkColours[ink] },
    });
  },
  expected: (stimulus) => stimulus.split(':')[1]!,
  displayMs: null,
  endsOnResponse: true,
  foreperiodMs: () => jitter(400, 700),
  fixation: true,
  catchAnticipations: false,
};
