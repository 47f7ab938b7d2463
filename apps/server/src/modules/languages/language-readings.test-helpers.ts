import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The readings generator (a plain Node script), loaded as a module. */
export type ReadingsGenerator = {
  readingCourses: string[];
  learnerFacingTexts(course: unknown, units: unknown[]): string[];
  generateCourseReadings(courseDir: string, courseId: string): Promise<string>;
};

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

export async function importReadingsGenerator(): Promise<ReadingsGenerator> {
  const url = pathToFileURL(path.join(repoRoot, 'scripts', 'generate-language-readings.mjs')).href;
  return (await import(url)) as ReadingsGenerator;
}

/** Strings laid out where the generator looks for them: items and examples, grammar, writing, conversation, placement. */
export type TinyCourse = {
  items: { text: string; variants?: string[]; example: string }[];
  grammar?: string[];
  writing?: string[];
  say?: string[];
  replies?: string[];
  choices?: string[];
  overrides?: { word: string; reading: string; why: string }[];
};

/** Writes a tiny course (only what the generator reads) to a fresh folder and returns that folder. */
export function writeTinyCourse(course: TinyCourse): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'readings-course-'));
  mkdirSync(path.join(dir, 'units'));
  const placement = { intermediate: [{ id: 'q', prompt: 'Choose.', choices: course.choices ?? [], answer: 0 }], advanced: [] };
  writeFileSync(path.join(dir, 'course.json'), JSON.stringify({ placement }));
  const unit = {
    items: course.items.map((i) => ({ text: i.text, variants: i.variants, example: { text: i.example, translation: '…' } })),
    grammar: { examples: (course.grammar ?? []).map((text) => ({ text, translation: '…' })) },
    writing: [{ prompt: '…', accepted: course.writing ?? [] }],
    conversation: {
      nodes: [
        { id: 'n1', say: (course.say ?? ['…'])[0], replies: [{ accepted: course.replies ?? [], next: 'n1' }] },
        ...(course.say ?? []).slice(1).map((say, i) => ({ id: `m${i}`, say, replies: [] })),
      ],
    },
  };
  writeFileSync(path.join(dir, 'units', 'beginner-1.json'), JSON.stringify(unit));
  if (course.overrides) writeFileSync(path.join(dir, 'reading-overrides.json'), JSON.stringify(course.overrides));
  return dir;
}
