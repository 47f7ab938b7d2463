import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  curriculumBands,
  curriculumSubjects,
  gradesOfBand,
  minPracticeItems,
  minQuizItems,
  topicContentSchema,
  type TopicContent,
  type TopicItem,
} from './topic-content.js';

const contentDir = path.resolve(import.meta.dirname, '../../../../content');
const curriculumDir = path.join(contentDir, 'curriculum');
const interfaceLanguages = ['en', 'es', 'fr', 'it', 'zh-Hans', 'zh-Hant', 'yue'];
/** Topics per band the issue asks for. */
const minTopics = (subject: string) => (subject === 'math' ? 10 : 5);

const subjectsPresent = existsSync(curriculumDir)
  ? readdirSync(curriculumDir).filter((name) => (curriculumSubjects as readonly string[]).includes(name))
  : [];

type TopicFiles = { subject: string; band: string; slug: string; files: Map<string, TopicContent> };

function readTopics(): TopicFiles[] {
  const topics: TopicFiles[] = [];
  for (const subject of subjectsPresent)
    for (const band of curriculumBands) {
      const bandDir = path.join(curriculumDir, subject, band);
      if (!existsSync(bandDir)) continue;
      for (const slug of readdirSync(bandDir)) {
        const files = new Map<string, TopicContent>();
        for (const file of readdirSync(path.join(bandDir, slug))) {
          const lang = file.replace(/\.json$/, '');
          const raw: unknown = JSON.parse(readFileSync(path.join(bandDir, slug, file), 'utf8'));
          const parsed = topicContentSchema.safeParse(raw);
          if (!parsed.success) throw new Error(`${subject}/${band}/${slug}/${file}: ${parsed.error.message}`);
          files.set(lang, parsed.data);
        }
        topics.push({ subject, band, slug, files });
      }
    }
  return topics;
}

/** What must be the same in every language: ids, kinds, answers and the skill each item practises. */
const answerShape = (item: TopicItem) => {
  switch (item.kind) {
    case 'choice':
      return [item.id, item.kind, item.skill, item.choices.length, item.answer];
    case 'multi':
      return [item.id, item.kind, item.skill, item.choices.length, [...item.answers].sort()];
    case 'true-false':
      return [item.id, item.kind, item.skill, item.answer];
    case 'short':
      return [item.id, item.kind, item.skill];
    case 'order':
      return [item.id, item.kind, item.skill, item.sequence.length];
  }
};

describe.skipIf(subjectsPresent.length === 0)('curriculum content', () => {
  const topics = readTopics();

  it('has the topics the issue asks for in every band of each subject written so far', () => {
    for (const subject of subjectsPresent)
      for (const band of curriculumBands) {
        const count = topics.filter((t) => t.subject === subject && t.band === band).length;
        expect(count, `${subject} ${band}`).toBeGreaterThanOrEqual(minTopics(subject));
      }
  });

  it.each(topics.map((t) => [`${t.subject}/${t.band}/${t.slug}`, t] as const))('%s is whole and consistent', (_, topic) => {
    const en = topic.files.get('en');
    expect(en, 'an English file').toBeDefined();
    for (const lang of topic.files.keys()) expect(interfaceLanguages).toContain(lang);
    for (const [lang, content] of topic.files) {
      const where = `${lang}.json`;
      expect(content.id, where).toBe(`${topic.subject}-${topic.band}-${topic.slug}`);
      expect(content.subject, where).toBe(topic.subject);
      expect(content.band, where).toBe(topic.band);
      for (const grade of content.grades) expect(gradesOfBand[topic.band as keyof typeof gradesOfBand], where).toContain(grade);
      const skills = new Set(content.skills.map((s) => s.id));
      const items = [...content.practice, ...content.quiz];
      expect(new Set(items.map((i) => i.id)).size, `${where}: item ids are unique`).toBe(items.length);
      for (const item of items) expect(skills, `${where}: ${item.id}'s skill`).toContain(item.skill);
      if (topic.subject !== 'math') {
        expect(content.practice.length, where).toBeGreaterThanOrEqual(minPracticeItems);
        expect(content.quiz.length, where).toBeGreaterThanOrEqual(minQuizItems);
        for (const skill of skills)
          expect(
            content.practice.some((i) => i.skill === skill),
            `${where}: practice for ${skill}`,
          ).toBe(true);
      }
      for (const article of content.lesson.hubArticles)
        expect(existsSync(path.join(contentDir, 'knowledge-hub', article)), `${where}: hub article ${article}`).toBe(true);
      // Translations change the words, never the answers, the standards or the structure.
      expect(content.standards, where).toEqual(en!.standards);
      expect(content.grades, where).toEqual(en!.grades);
      expect(content.order, where).toBe(en!.order);
      expect(content.unit.id, where).toBe(en!.unit.id);
      expect(
        content.skills.map((s) => s.id),
        where,
      ).toEqual(en!.skills.map((s) => s.id));
      expect(content.practice.map(answerShape), where).toEqual(en!.practice.map(answerShape));
      expect(content.quiz.map(answerShape), where).toEqual(en!.quiz.map(answerShape));
      expect(content.flashcards.length, where).toBe(en!.flashcards.length);
    }
  });

  it('numbers the topics of each unit 1, 2, 3… without gaps', () => {
    const units = new Map<string, number[]>();
    for (const topic of topics) {
      const en = topic.files.get('en')!;
      const key = `${topic.subject}/${topic.band}/${en.unit.id}`;
      units.set(key, [...(units.get(key) ?? []), en.order]);
    }
    for (const [unit, orders] of units)
      expect(
        [...orders].sort((a, b) => a - b),
        unit,
      ).toEqual(orders.map((_, i) => i + 1));
  });
});
