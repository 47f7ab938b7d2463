import { rotationAngles } from '@brainboost/domain/cognitive/task-stimuli';
import type { TimedTask } from '../engine/timed-task';
import { jitter } from '../engine/frame-timing';
import { pick, shuffle } from './shuffle';

/** An asymmetric polyomino: its mirror image can never be rotated onto it. */
const shapePath = 'M10 10h20v40h20v20h-20v20h-20zM30 30h20v-20h-20z';
const svgNs = 'http://www.w3.org/2000/svg';

function shape(transform: string, label: string) {
  const svg = document.createElementNS(svgNs, 'svg');
  svg.setAttribute('viewBox', '0 0 100 100');
  svg.setAttribute('class', 'size-36');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', label);
  const path = document.createElementNS(svgNs, 'path');
  path.setAttribute('d', shapePath);
  path.setAttribute('fill', '#a5b4fc');
  path.setAttribute('transform', transform);
  svg.append(path);
  return svg;
}

/** Mental rotation: is the right shape the left one turned, or its mirror image? */
export const mentalRotationTask: TimedTask = {
  id: 'mental-rotation',
  responses: [
    { value: 'same', keys: ['KeyF'], labelKey: 'mentalRotation.same', keyHint: 'F' },
    { value: 'mirror', keys: ['KeyJ'], labelKey: 'mentalRotation.mirror', keyHint: 'J' },
  ],
  makeTrials(_level, practice) {
    const half = practice ? 2 : 8;
    return shuffle([
      ...Array.from({ length: half }, () => `${pick(rotationAngles)}:same`),
      ...Array.from({ length: half }, () => `${pick(rotationAngles)}:mirror`),
    ]);
  },
  paint: ({ root, t }, stimulus) => {
    const [angle, kind] = stimulus.split(':') as [string, string];
    const row = document.createElement('div');
    row.className = 'flex items-center gap-10';
    const mirror = kind === 'mirror' ? ' translate(100 0) scale(-1 1)' : '';
    row.append(shape('', t('mentalRotation.reference')), shape(`rotate(${angle} 50 50)${mirror}`, t('mentalRotation.comparison')));
    root.replaceChildren(row);
  },
  expected: (stimulus) => stimulus.split(':')[1]!,
  displayMs: null,
  endsOnResponse: true,
  foreperiodMs: () => jitter(500, 800),
  fixation: true,
  catchAnticipations: false,
};
