import type { MathsTemplate } from '../maths-template.js';
import { exponentsTemplates } from './exponents-and-exponential-functions.templates.js';
import { functionsTemplates } from './functions.templates.js';
import { derivativesTemplates } from './introduction-to-derivatives.templates.js';
import { linearEquationsTemplates } from './linear-equations-and-inequalities.templates.js';
import { polynomialsTemplates } from './polynomials.templates.js';
import { statisticsTemplates } from './probability-and-statistics.templates.js';
import { quadraticTemplates } from './quadratic-equations.templates.js';
import { sequencesTemplates } from './sequences.templates.js';
import { systemsTemplates } from './systems-of-equations.templates.js';
import { trigonometryTemplates } from './trigonometry.templates.js';

/** The high band's maths practice templates, one or more per skill of each topic (issue 31), in school-year order. */
export const highTemplates: readonly MathsTemplate[] = [
  ...linearEquationsTemplates,
  ...systemsTemplates,
  ...polynomialsTemplates,
  ...quadraticTemplates,
  ...functionsTemplates,
  ...exponentsTemplates,
  ...sequencesTemplates,
  ...trigonometryTemplates,
  ...statisticsTemplates,
  ...derivativesTemplates,
];
