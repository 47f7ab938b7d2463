import {
  answerPlaceholders,
  courseLevels,
  type Course,
  type CourseUnit,
  type LanguageCourseId,
} from '@brainboost/domain/languages/course-content';
import { conversationProblems } from './conversation-graph.js';

export const unitsPerLevel = 4;
export const minItemsPerUnit = 42;
export const placementQuestionsPerLevel = 10;

/** A parsed unit with the file it came from, relative to the course folder (e.g. `units/beginner-1.json`). */
export type UnitFile = { file: string; unit: CourseUnit };

const placeholderPattern = /\{[^}]*\}/g;

function placeholderProblems(answers: readonly string[], path: string): string[] {
  return answers.flatMap((answer, i) =>
    [...answer.matchAll(placeholderPattern)]
      .map((m) => m[0])
      .filter((p) => !(answerPlaceholders as readonly string[]).includes(p))
      .map((p) => `${path}[${i}]: placeholder ${p} is not one of ${answerPlaceholders.join(' ')}`),
  );
}

function unitProblems(courseId: LanguageCourseId, { file, unit }: UnitFile): string[] {
  const problems: string[] = [];
  const expectedFile = `units/${unit.level}-${unit.order}.json`;
  if (file !== expectedFile) problems.push(`level, order: a ${unit.level} unit of order ${unit.order} belongs in ${expectedFile}`);
  if (unit.id !== `${courseId}-${unit.level}-${unit.order}`) problems.push(`id: must be ${courseId}-${unit.level}-${unit.order}`);
  if (unit.items.length < minItemsPerUnit) problems.push(`items: ${unit.items.length} items, fewer than ${minItemsPerUnit}`);
  unit.items.forEach((item, i) => {
    if (!item.id.startsWith(`${courseId}-`)) problems.push(`items[${i}].id: "${item.id}" must start with "${courseId}-"`);
  });
  unit.writing.forEach((prompt, i) => problems.push(...placeholderProblems(prompt.accepted, `writing[${i}].accepted`)));
  unit.conversation.nodes.forEach((node, i) =>
    node.replies.forEach((reply, j) =>
      problems.push(...placeholderProblems(reply.accepted, `conversation.nodes[${i}].replies[${j}].accepted`)),
    ),
  );
  problems.push(...conversationProblems(unit.conversation).map((p) => `conversation.${p}`));
  return problems.map((p) => `${file}: ${p}`);
}

/**
 * The rules no single file can check: the level × order grid of units, ids unique across the
 * course, an item's text taught once, placement sizes, and every unit's own rules. Each problem
 * names its file and path.
 */
export function courseProblems(courseId: LanguageCourseId, course: Course, units: readonly UnitFile[]): string[] {
  const problems: string[] = [];
  if (course.id !== courseId) problems.push(`course.json: id: "${course.id}" but the folder is ${courseId}`);
  for (const level of ['intermediate', 'advanced'] as const) {
    const questions = course.placement[level];
    if (questions.length !== placementQuestionsPerLevel)
      problems.push(`course.json: placement.${level}: ${questions.length} questions, not ${placementQuestionsPerLevel}`);
    questions.forEach((q, i) => {
      if (new Set(q.choices).size !== q.choices.length)
        problems.push(`course.json: placement.${level}[${i}].choices: two choices are the same`);
    });
  }
  for (const level of courseLevels) {
    const orders = units
      .filter((u) => u.unit.level === level)
      .map((u) => u.unit.order)
      .sort((a, b) => a - b);
    const expected = Array.from({ length: unitsPerLevel }, (_, i) => i + 1);
    if (orders.join(',') !== expected.join(','))
      problems.push(`units/: ${level} has units of order [${orders.join(', ')}], expected [${expected.join(', ')}]`);
  }

  const firstSeen = new Map<string, string>();
  const once = (kind: string, key: string, where: string) => {
    const previous = firstSeen.get(`${kind}\u0000${key}`);
    if (previous) problems.push(`${where}: ${kind} "${key}" is already used at ${previous}`);
    else firstSeen.set(`${kind}\u0000${key}`, where);
  };
  for (const level of ['intermediate', 'advanced'] as const)
    course.placement[level].forEach((q, i) => once('id', q.id, `course.json: placement.${level}[${i}].id`));
  for (const unitFile of units) {
    once('id', unitFile.unit.id, `${unitFile.file}: id`);
    unitFile.unit.items.forEach((item, i) => {
      once('id', item.id, `${unitFile.file}: items[${i}].id`);
      once('text', item.text.normalize('NFC'), `${unitFile.file}: items[${i}].text`);
    });
    problems.push(...unitProblems(courseId, unitFile));
  }
  return problems;
}
