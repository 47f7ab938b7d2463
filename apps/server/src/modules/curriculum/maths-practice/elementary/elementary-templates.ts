import type { MathsTemplate } from '../maths-template.js';
import { additionAndSubtractionTemplates } from './addition-and-subtraction.templates.js';
import { countingAndPlaceValueTemplates } from './counting-and-place-value.templates.js';
import { decimalsTemplates } from './decimals.templates.js';
import { fractionOperationsTemplates } from './fraction-operations.templates.js';
import { fractionsTemplates } from './fractions.templates.js';
import { measurementTimeAndMoneyTemplates } from './measurement-time-and-money.templates.js';
import { multiDigitOperationsTemplates } from './multi-digit-operations.templates.js';
import { multiplicationAndDivisionTemplates } from './multiplication-and-division.templates.js';
import { patternsAndOrderOfOperationsTemplates } from './patterns-and-order-of-operations.templates.js';
import { shapesAnglesAreaAndVolumeTemplates } from './shapes-angles-area-and-volume.templates.js';

/** The elementary band's maths practice templates, one or more per skill of each topic (issue 31), in school-year order. */
export const elementaryTemplates: readonly MathsTemplate[] = [
  ...countingAndPlaceValueTemplates,
  ...additionAndSubtractionTemplates,
  ...multiplicationAndDivisionTemplates,
  ...multiDigitOperationsTemplates,
  ...patternsAndOrderOfOperationsTemplates,
  ...fractionsTemplates,
  ...fractionOperationsTemplates,
  ...decimalsTemplates,
  ...measurementTimeAndMoneyTemplates,
  ...shapesAnglesAreaAndVolumeTemplates,
];
