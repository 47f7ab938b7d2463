import { seededRandom } from '@brainboost/domain/random/seeded-random';
import { elementaryTemplates } from './elementary/elementary-templates.js';
import { highTemplates } from './high/high-templates.js';
import type { GeneratedMathsItem, MathsTemplate } from './maths-template.js';
import { middleTemplates } from './middle/middle-templates.js';

/** Every maths practice template, by id. */
export const mathsTemplates: ReadonlyMap<string, MathsTemplate> = new Map(
  [...elementaryTemplates, ...middleTemplates, ...highTemplates].map((template) => [template.id, template]),
);

/** The templates of one skill of a topic (several give variety). */
export function templatesOfSkill(topic: string, skill: string): MathsTemplate[] {
  return [...mathsTemplates.values()].filter((t) => t.topic === topic && t.skill === skill);
}

/** The item a template makes from a seed: the same every time, so the server can rebuild it to check an answer. */
export function generateMathsItem(template: MathsTemplate, seed: number): GeneratedMathsItem {
  return template.generate(seededRandom(seed));
}
