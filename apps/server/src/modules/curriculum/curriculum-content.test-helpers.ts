import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TopicContent, TopicItem } from '@brainboost/domain/curriculum/topic-content';
import type { MathsTemplateSource } from './curriculum.service.js';
import type { MathsTemplate } from './maths-practice/maths-template.js';

const kinds = ['choice', 'multi', 'true-false', 'short', 'order'] as const;

/** A written item of each kind in turn; `lang` changes the words (and a short answer's accepted word), never the answer. */
function item(id: string, skill: string, kind: (typeof kinds)[number], lang: string): TopicItem {
  const base = { id, skill, prompt: `${lang} prompt ${id}`, explanation: `${lang} because ${id}` };
  switch (kind) {
    case 'choice':
      return { ...base, kind, choices: [`${lang} a`, `${lang} b`, `${lang} c`], answer: 1 };
    case 'multi':
      return { ...base, kind, choices: [`${lang} a`, `${lang} b`, `${lang} c`, `${lang} d`], answers: [0, 2] };
    case 'true-false':
      return { ...base, kind, answer: false };
    case 'short':
      return { ...base, kind, accept: [lang === 'es' ? 'Fotosíntesis' : 'Photosynthesis'] };
    case 'order':
      return { ...base, kind, sequence: [`${lang} first`, `${lang} second`, `${lang} third`, `${lang} fourth`] };
  }
}

/** A whole topic in the content format: two skills, 15 practice items and 5 quiz items (maths: none, generated instead). */
export function fixtureTopic(
  where: { subject: TopicContent['subject']; band: TopicContent['band']; slug: string; unit: string; order: number },
  lang = 'en',
): TopicContent {
  const skills = ['skill-a', 'skill-b'];
  const written = where.subject !== 'math';
  return {
    id: `${where.subject}-${where.band}-${where.slug}`,
    subject: where.subject,
    band: where.band,
    unit: { id: where.unit, title: `${lang} unit ${where.unit}` },
    order: where.order,
    grades: where.band === 'middle' ? [6, 7] : [3],
    title: `${lang} ${where.slug}`,
    summary: `${lang} summary`,
    standards: ['MS-LS1-6'],
    objectives: [`${lang} objective one`, `${lang} objective two`],
    skills: skills.map((id) => ({ id, title: `${lang} ${id}` })),
    lesson: {
      sections: [
        { heading: `${lang} heading 1`, body: `${lang} body 1` },
        { heading: `${lang} heading 2`, body: `${lang} body 2` },
      ],
      workedExample: { prompt: `${lang} example`, steps: [`${lang} step 1`, `${lang} step 2`], answer: `${lang} answer` },
      keyTerms: [1, 2, 3].map((n) => ({ term: `${lang} term ${n}`, definition: `${lang} definition ${n}` })),
      hubArticles: [],
    },
    practice: written ? Array.from({ length: 15 }, (_, i) => item(`p${i + 1}`, skills[i % 2]!, kinds[i % 5]!, lang)) : [],
    quiz: written ? Array.from({ length: 5 }, (_, i) => item(`q${i + 1}`, skills[i % 2]!, kinds[i % 5]!, lang)) : [],
    flashcards: Array.from({ length: 8 }, (_, i) => ({ front: `${lang} front ${i}`, back: `${lang} back ${i}` })),
  };
}

/** Writes topics (by language) and subjects.json into a temp content folder; returns the folder. */
export function writeCurriculum(topics: { files: Record<string, TopicContent> }[], published: Record<string, boolean>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'curriculum-'));
  const root = path.join(dir, 'curriculum');
  mkdirSync(root, { recursive: true });
  const ids = ['math', 'science', 'ela', 'history', 'geography', 'computer-science'];
  writeFileSync(
    path.join(root, 'subjects.json'),
    JSON.stringify({ subjects: ids.map((id) => ({ id, standard: `${id} standard`, published: published[id] ?? false })) }),
  );
  for (const topic of topics)
    for (const [lang, content] of Object.entries(topic.files)) {
      const slug = content.id.slice(`${content.subject}-${content.band}-`.length);
      const folder = path.join(root, content.subject, content.band, slug);
      mkdirSync(folder, { recursive: true });
      writeFileSync(path.join(folder, `${lang}.json`), JSON.stringify(content));
    }
  return dir;
}

/** A maths template for fixture topics: a + b, answered as a number. */
export function additionTemplate(topic: string, skill: string): MathsTemplate {
  return {
    id: `${topic}.${skill}`,
    topic,
    skill,
    generate(random) {
      const a = random.int(2, 40);
      const b = random.int(2, 40);
      return {
        prompt: { key: 'fixture.add', values: { a, b } },
        maths: `${a} + ${b}`,
        answer: { kind: 'number', value: String(a + b) },
        steps: [{ text: { key: 'fixture.addStep' }, maths: `${a} + ${b} = ${a + b}` }],
        checks: [{ evaluate: `${a} + ${b}` }],
      };
    },
  };
}

export function templateSource(templates: MathsTemplate[]): MathsTemplateSource {
  return {
    ofSkill: (topic, skill) => templates.filter((t) => t.topic === topic && t.skill === skill),
    byId: (id) => templates.find((t) => t.id === id),
  };
}
