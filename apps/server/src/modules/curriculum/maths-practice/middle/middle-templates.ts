import type { MathsTemplate } from '../maths-template.js';
import { expressionsAndEquationsTemplates } from './expressions-and-equations.templates.js';
import { percentagesTemplates } from './percentages.templates.js';
import { ratiosAndUnitRatesTemplates } from './ratios-and-unit-rates.templates.js';
import { rationalNumberOperationsTemplates } from './rational-number-operations.templates.js';
import { statisticsAndProbabilityTemplates } from './statistics-and-probability.templates.js';

/** The middle band's maths practice templates, one or more per skill of each topic (issue 31). */
export const middleTemplates: readonly MathsTemplate[] = [
  ...ratiosAndUnitRatesTemplates,
  ...percentagesTemplates,
  ...rationalNumberOperationsTemplates,
  ...expressionsAndEquationsTemplates,
  ...statisticsAndProbabilityTemplates,
];
