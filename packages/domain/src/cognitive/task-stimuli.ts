import { lociStimulusPattern } from './loci.js';
import type { TaskId } from './task-catalogue.js';

/**
 * What a trial of each task looks like on the wire. The stimulus says what was shown; everything
 * else (condition, correct answer, correctness) is derived from it on the server, so a client
 * cannot claim a trial was easier or correct.
 */
export const stroopColours = ['red', 'green', 'blue', 'yellow'] as const;
export const rotationAngles = [0, 45, 90, 135, 180, 225, 270, 315] as const;

const stroopPattern = new RegExp(`^(${stroopColours.join('|')}):(${stroopColours.join('|')})$`);

const stimulusPatterns: Record<TaskId, RegExp> = {
  'n-back': /^[A-Z]$/,
  stroop: stroopPattern,
  flanker: /^(<<<<<|>>>>>|<<><<|>><>>)$/,
  'go-no-go': /^(go|nogo)$/,
  'simple-rt': /^go$/,
  'choice-rt': /^(left|right)$/,
  'mental-rotation': new RegExp(`^(${rotationAngles.join('|')}):(same|mirror)$`),
  'digit-span-forward': /^[0-9]{2,12}$/,
  'digit-span-backward': /^[0-9]{2,12}$/,
  corsi: /^[0-8]{2,9}$/,
  'trail-making': /^[AB]:([1-9]|1[0-9]|2[0-5])$/,
  'schulte-table': /^[1-3]:([1-9]|[1-3][0-9])$/,
  'memory-pairs': /^([0-9]|1[0-9]|2[0-3]):([0-9]|1[01])$/,
  'method-of-loci': lociStimulusPattern,
  // The id of the learner's card reviewed.
  'spaced-recall': /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

/** A typed answer: 1–40 characters, no control characters. */
const typedAnswer = /^[^\p{C}]{1,40}$/u;

const responsePatterns: Record<TaskId, RegExp> = {
  'n-back': /^match$/,
  stroop: new RegExp(`^(${stroopColours.join('|')})$`),
  flanker: /^(left|right)$/,
  'go-no-go': /^press$/,
  'simple-rt': /^press$/,
  'choice-rt': /^(left|right)$/,
  'mental-rotation': /^(same|mirror)$/,
  'digit-span-forward': /^[0-9]{0,12}$/,
  'digit-span-backward': /^[0-9]{0,12}$/,
  corsi: /^[0-8]{0,9}$/,
  'trail-making': /^([1-9]|1[0-9]|2[0-5]|[A-L])$/,
  'schulte-table': /^([1-9]|[1-3][0-9])$/,
  'memory-pairs': /^flip$/,
  'method-of-loci': typedAnswer,
  'spaced-recall': typedAnswer,
};

export const isValidStimulus = (task: TaskId, stimulus: string) => stimulusPatterns[task].test(stimulus);
export const isValidResponse = (task: TaskId, response: string) => responsePatterns[task].test(response);

/** Stroop: the word names a colour, the ink is the colour to report. */
export function parseStroop(stimulus: string) {
  const [word, ink] = stimulus.split(':') as [string, string];
  return { word, ink, congruent: word === ink };
}

/** Flanker: five arrows; the middle one is the target. */
export function parseFlanker(stimulus: string) {
  const target = stimulus[2] === '<' ? 'left' : 'right';
  return { target, congruent: stimulus[0] === stimulus[2] };
}

/** Mental rotation: the angle of the second shape and whether it is the same shape or its mirror image. */
export function parseRotation(stimulus: string) {
  const [angle, kind] = stimulus.split(':') as [string, 'same' | 'mirror'];
  return { angle: Number(angle), kind };
}
