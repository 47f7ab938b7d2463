import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkMathsAnswer } from './maths-answer-check.js';
import { verifyMathsItem } from './maths-item-verify.js';
import type { GeneratedMathsItem, LocalText, MathsAnswer } from './maths-template.js';
import { generateMathsItem, mathsTemplates } from './maths-templates.js';

const root = path.resolve(import.meta.dirname, '../../../../../..');
const localesDir = path.join(root, 'apps/web/public/locales');
const mathDir = path.join(root, 'content/curriculum/math');
const languages = ['en', 'es', 'fr', 'it', 'zh-Hans', 'zh-Hant', 'yue'];
const seedsPerTemplate = Number(process.env.MATHS_SEEDS ?? 150);

const bundles = new Map<string, Record<string, unknown>>();
function lookup(language: string, key: string): unknown {
  const [namespace, rest] = key.split(':') as [string, string | undefined];
  const file = path.join(localesDir, language, `${namespace}.json`);
  if (!bundles.has(file)) bundles.set(file, existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>) : {});
  return (rest ?? '')
    .split('.')
    .reduce<unknown>(
      (node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined),
      bundles.get(file),
    );
}

/** Every translated text the item shows, with the values it is given. */
function textsOf(item: GeneratedMathsItem): LocalText[] {
  const texts = [item.prompt, ...item.steps.map((s) => s.text)];
  const nested = texts.flatMap((t) => Object.values(t.values ?? {}).flatMap((v) => (typeof v === 'object' ? [{ key: v.t }] : [])));
  const choices = item.answer.kind === 'choice' && item.answer.choicesAreKeys ? item.answer.choices.map((key) => ({ key })) : [];
  return [...texts, ...nested, ...choices];
}

/** What a learner would type for the key itself. */
function typedKey(answer: MathsAnswer): string {
  if (answer.kind === 'choice') return String(answer.answer);
  if (answer.kind === 'solutions') return answer.value === '' ? 'none' : answer.value.replaceAll(';', ' or ');
  return answer.value;
}

/** Topic ids and their skills, from the English maths content. */
function mathTopics(): Map<string, Set<string>> {
  const topics = new Map<string, Set<string>>();
  if (!existsSync(mathDir)) return topics;
  for (const band of readdirSync(mathDir).filter((b) => !b.includes('.')))
    for (const slug of readdirSync(path.join(mathDir, band))) {
      const file = path.join(mathDir, band, slug, 'en.json');
      if (!existsSync(file)) continue;
      const topic = JSON.parse(readFileSync(file, 'utf8')) as { id: string; skills: { id: string }[] };
      topics.set(topic.id, new Set(topic.skills.map((s) => s.id)));
    }
  return topics;
}

describe('maths practice templates', () => {
  const topics = mathTopics();

  it('belong to a written topic and skill, and every skill of a maths topic has a template', () => {
    for (const template of mathsTemplates.values()) {
      expect(topics.get(template.topic), `${template.id}: topic ${template.topic}`).toBeDefined();
      expect(topics.get(template.topic)!.has(template.skill), `${template.id}: skill ${template.skill}`).toBe(true);
    }
    for (const [topic, skills] of topics)
      for (const skill of skills)
        expect(
          [...mathsTemplates.values()].some((t) => t.topic === topic && t.skill === skill),
          `${topic}/${skill} has no template`,
        ).toBe(true);
  });

  for (const template of mathsTemplates.values())
    it(`${template.id}: ${seedsPerTemplate} seeds give items the CAS confirms, accepted when typed, the same for the same seed, in every language`, () => {
      const prompts = new Set<string>();
      for (let seed = 1; seed <= seedsPerTemplate; seed += 1) {
        const item = generateMathsItem(template, seed);
        expect(verifyMathsItem(item), `${template.id} seed ${seed}`).toEqual([]);
        expect(checkMathsAnswer(item.answer, typedKey(item.answer)), `${template.id} seed ${seed}: the key typed`).toBe('right');
        expect(generateMathsItem(template, seed)).toEqual(item);
        expect(item.steps.length, `${template.id}: a worked solution`).toBeGreaterThanOrEqual(1);
        prompts.add(JSON.stringify([item.prompt, item.maths]));
        for (const text of textsOf(item))
          for (const language of languages) {
            const message = lookup(language, text.key);
            expect(typeof message, `${language} ${text.key}`).toBe('string');
            for (const [, name] of (message as string).matchAll(/\{\{\s*([\w.]+)/g))
              if (name !== 'count') expect(text.values ?? {}, `${language} ${text.key}: {{${name}}}`).toHaveProperty(name!);
          }
      }
      // Practice that never runs out: the seeds give many different items.
      expect(prompts.size, `${template.id}: distinct items`).toBeGreaterThanOrEqual(Math.min(20, seedsPerTemplate / 3));
    });
});
