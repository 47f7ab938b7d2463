import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { curriculumSubjectsFileSchema } from '@brainboost/domain/curriculum/curriculum-subjects';
import {
  curriculumBands,
  curriculumSubjects,
  topicContentSchema,
  type CurriculumBand,
  type CurriculumSubject,
  type TopicContent,
} from '@brainboost/domain/curriculum/topic-content';
import { curriculumProblems, topicProblems, type TopicFiles } from '@brainboost/domain/curriculum/topic-content.rules';

export class CurriculumContentError extends Error {
  override name = 'CurriculumContentError';
}

export type LoadedTopic = {
  id: string;
  subject: CurriculumSubject;
  band: CurriculumBand;
  /** By interface language; English is always there. */
  files: ReadonlyMap<string, TopicContent>;
  en: TopicContent;
};

export type LoadedSubject = { id: CurriculumSubject; standard: string };

export type LoadedCurriculum = {
  /** Published subjects only, in the order of subjects.json. */
  subjects: LoadedSubject[];
  /** Topics of published subjects by id, in subject, band, unit (first seen) and order. */
  topics: ReadonlyMap<string, LoadedTopic>;
};

function zodProblems(file: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => `${file}: ${issue.path.map(String).join('.') || '(root)'}: ${issue.message}`);
}

function readJson(file: string, problems: string[]): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    problems.push(`${file}: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
    return undefined;
  }
}

/**
 * Loads `content/curriculum/`: subjects.json, then every topic file of every subject, each checked
 * with the schema and the rules the content test applies (plus: every maths skill has a template).
 * Any problem stops start-up with the files named. Unpublished subjects are checked but not served.
 */
export function loadCurriculum(
  contentDir: string,
  templates: { ofSkill(topicId: string, skill: string): readonly unknown[] },
): LoadedCurriculum {
  const dir = path.join(contentDir, 'curriculum');
  const empty: LoadedCurriculum = { subjects: [], topics: new Map() };
  if (!existsSync(dir)) return empty;
  const problems: string[] = [];
  const subjectsFile = curriculumSubjectsFileSchema.safeParse(readJson(path.join(dir, 'subjects.json'), problems));
  if (!subjectsFile.success && problems.length === 0) problems.push(...zodProblems('subjects.json', subjectsFile.error));

  const all: (TopicFiles & { loaded: Map<string, TopicContent> })[] = [];
  for (const subject of readdirSync(dir).filter((n) => statSync(path.join(dir, n)).isDirectory())) {
    if (!(curriculumSubjects as readonly string[]).includes(subject)) {
      problems.push(`${subject}/: not a subject (expected one of ${curriculumSubjects.join(', ')})`);
      continue;
    }
    for (const band of curriculumBands) {
      const bandDir = path.join(dir, subject, band);
      if (!existsSync(bandDir)) continue;
      for (const slug of readdirSync(bandDir).sort()) {
        const loaded = new Map<string, TopicContent>();
        for (const file of readdirSync(path.join(bandDir, slug)).filter((f) => f.endsWith('.json'))) {
          const where = `${subject}/${band}/${slug}/${file}`;
          const before = problems.length;
          const raw = readJson(path.join(bandDir, slug, file), problems);
          if (problems.length > before) continue;
          const parsed = topicContentSchema.safeParse(raw);
          if (parsed.success) loaded.set(file.replace(/\.json$/, ''), parsed.data);
          else problems.push(...zodProblems(where, parsed.error));
        }
        all.push({ subject, band, slug, files: loaded, loaded });
      }
    }
  }
  const checks = {
    hubArticleExists: (slug: string) => existsSync(path.join(contentDir, 'knowledge-hub', slug)),
    mathsSkillHasTemplate: (topicId: string, skill: string) => templates.ofSkill(topicId, skill).length > 0,
  };
  for (const topic of all) problems.push(...topicProblems(topic, checks));
  problems.push(...curriculumProblems(all));
  if (problems.length) throw new CurriculumContentError(`Curriculum content is invalid:\n  ${problems.join('\n  ')}`);
  if (!subjectsFile.success) return empty;

  const subjects = subjectsFile.data.subjects.filter((s) => s.published).map((s) => ({ id: s.id, standard: s.standard }));
  const topics = new Map<string, LoadedTopic>();
  for (const subject of subjects)
    for (const band of curriculumBands) {
      const ofBand = all.filter((t) => t.subject === subject.id && t.band === band).map((t) => t.loaded.get('en')!);
      const unitOrder = [...new Set(ofBand.map((t) => t.unit.id))];
      ofBand.sort((a, b) => unitOrder.indexOf(a.unit.id) - unitOrder.indexOf(b.unit.id) || a.order - b.order);
      for (const en of ofBand) {
        const files = all.find((t) => t.subject === subject.id && t.band === band && t.loaded.get('en') === en)!.loaded;
        topics.set(en.id, { id: en.id, subject: subject.id, band, files, en });
      }
    }
  return { subjects, topics };
}
