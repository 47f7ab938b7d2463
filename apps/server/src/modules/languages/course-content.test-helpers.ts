import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  courseLevels,
  type Conversation,
  type Course,
  type CourseLevel,
  type CourseUnit,
  type LanguageCourseId,
} from '@brainboost/domain/languages/course-content';

/** A conversation that passes every rule: five turns on the shortest path and one branch (n2). */
export function validConversation(): Conversation {
  const reply = (next: string) => ({ accepted: ['Me llamo {name}', 'Soy {name}'], hint: 'Say your name: Me llamo …', next });
  return {
    scenario: 'Meeting a classmate',
    goal: 'Greet and say your name.',
    partner: 'Lucía',
    start: 'n1',
    nodes: [
      { id: 'n1', say: '¡Hola!', translation: 'Hi!', replies: [reply('n2')] },
      { id: 'n2', say: '¿Cómo te llamas?', translation: 'What is your name?', replies: [reply('n3'), reply('n3b')] },
      { id: 'n3', say: '¿De dónde eres?', translation: 'Where are you from?', replies: [reply('n4')] },
      { id: 'n3b', say: '¿Perdón?', translation: 'Sorry?', replies: [reply('n4')] },
      { id: 'n4', say: '¿Cuántos años tienes?', translation: 'How old are you?', replies: [reply('n5')] },
      { id: 'n5', say: '¡Qué bien!', translation: 'How nice!', replies: [reply('n6')] },
      { id: 'n6', say: '¡Hasta luego!', translation: 'See you later!', replies: [] },
    ],
  };
}

export function validUnit(courseId: LanguageCourseId, level: CourseLevel, order: number): CourseUnit {
  return {
    id: `${courseId}-${level}-${order}`,
    level,
    order,
    title: `Unit ${order}`,
    summary: 'A unit.',
    introduction: { paragraphs: ['An introduction.'] },
    items: Array.from({ length: 42 }, (_, i) => ({
      id: `${courseId}-${level}-${order}-item-${i}`,
      text: `palabra ${level} ${order} ${i}`,
      kind: 'word' as const,
      pos: 'noun' as const,
      gloss: 'word',
      example: { text: `Es una palabra ${i}.`, translation: `It is a word ${i}.` },
    })),
    grammar: { title: 'Ser', paragraphs: ['A rule.'], examples: [{ text: 'Soy de México.', translation: 'I am from Mexico.' }] },
    writing: [{ prompt: 'I am {number} years old.', accepted: ['Tengo {number} años.'] }],
    conversation: validConversation(),
  };
}

export function validCourse(courseId: LanguageCourseId): { course: Course; units: CourseUnit[] } {
  const questions = (level: string) =>
    Array.from({ length: 10 }, (_, i) => ({
      id: `${courseId}-p${level}-${i}`,
      prompt: 'Choose.',
      choices: ['a', 'b', 'c', 'd'],
      answer: i % 4,
    }));
  return {
    course: {
      id: courseId,
      title: 'Spanish',
      nativeTitle: 'Español',
      speechLocale: 'es-MX',
      description: 'Learn Spanish.',
      placement: { intermediate: questions('i'), advanced: questions('a') },
    },
    units: courseLevels.flatMap((level) => [1, 2, 3, 4].map((order) => validUnit(courseId, level, order))),
  };
}

/** Writes courses as content/languages/<id>/ under a fresh temporary folder and returns that content folder. */
export function writeCourses(courses: Record<string, { course: unknown; units: CourseUnit[]; extra?: Record<string, unknown> }>): string {
  const contentDir = mkdtempSync(path.join(tmpdir(), 'language-content-'));
  for (const [folder, { course, units, extra }] of Object.entries(courses)) {
    const dir = path.join(contentDir, 'languages', folder);
    mkdirSync(path.join(dir, 'units'), { recursive: true });
    writeFileSync(path.join(dir, 'course.json'), JSON.stringify(course, null, 2));
    for (const unit of units) writeFileSync(path.join(dir, 'units', `${unit.level}-${unit.order}.json`), JSON.stringify(unit, null, 2));
    for (const [file, data] of Object.entries(extra ?? {}))
      writeFileSync(path.join(dir, file), typeof data === 'string' ? data : JSON.stringify(data, null, 2));
  }
  return contentDir;
}
