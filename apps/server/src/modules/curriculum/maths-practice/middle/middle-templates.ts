import type { MathsTemplate } from '../maths-template.js';
import { areaAndVolumeTemplates } from './area-surface-area-and-volume.templates.js';
import { exponentsTemplates } from './exponents-and-scientific-notation.templates.js';
import { expressionsAndEquationsTemplates } from './expressions-and-equations.templates.js';
import { linearFunctionsTemplates } from './linear-functions.templates.js';
import { percentagesTemplates } from './percentages.templates.js';
import { pythagoreanTemplates } from './pythagorean-theorem.templates.js';
import { ratiosAndUnitRatesTemplates } from './ratios-and-unit-rates.templates.js';
import { rationalNumberOperationsTemplates } from './rational-number-operations.templates.js';
import { statisticsAndProbabilityTemplates } from './statistics-and-probability.templates.js';
import { systemsTemplates } from './systems-of-linear-equations.templates.js';

/** The middle band's maths practice templates, one or more per skill of each topic (issue 31), in school-year order. */
export const middleTemplates: readonly MathsTemplate[] = [
  ...ratiosAndUnitRatesTemplates,
  ...percentagesTemplates,
  ...rationalNumberOperationsTemplates,
  ...expressionsAndEquationsTemplates,
  ...exponentsTemplates,
  ...linearFunctionsTemplates,
  ...systemsTemplates,
  ...areaAndVolumeTemplates,
  ...pythagoreanTemplates,
  ...statisticsAndProbabilityTemplates,
];
