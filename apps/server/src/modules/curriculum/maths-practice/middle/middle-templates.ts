import type { MathsTemplate } from '../maths-template.js';
import { areaAndVolumeTemplates } from './area-surface-area-and-volume.templates.js';
import { exponentsTemplates } from './exponents-and-scientific-notation.templates.js';
import { linearFunctionsTemplates } from './linear-functions.templates.js';
import { pythagoreanTemplates } from './pythagorean-theorem.templates.js';
import { systemsTemplates } from './systems-of-linear-equations.templates.js';

/** The middle band's maths practice templates, one or more per skill of each topic (issue 31). */
export const middleTemplates: readonly MathsTemplate[] = [
  ...exponentsTemplates,
  ...linearFunctionsTemplates,
  ...systemsTemplates,
  ...areaAndVolumeTemplates,
  ...pythagoreanTemplates,
];
