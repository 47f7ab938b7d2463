import type { MathsTemplate } from '../maths-template.js';

/** The high band's maths practice templates, one or more per skill of each topic (issue 31). */
export const highTemplates: readonly MathsTemplate[] = [];
