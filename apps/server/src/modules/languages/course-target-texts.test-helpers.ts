import type { Course, CourseUnit } from '@brainboost/domain/languages/course-content';

export type PlacedText = { where: string; text: string };

/**
 * Every target-language string a learner reads or is expected to write, with where it is: items
 * (text, variants, example), grammar examples, writing answers, conversation lines and answers,
 * and each placement question's right answer (its distractors may be wrong on purpose).
 */
export function courseTargetTexts(course: Course, units: readonly CourseUnit[]): PlacedText[] {
  const texts: PlacedText[] = [];
  for (const level of ['intermediate', 'advanced'] as const)
    for (const q of course.placement[level]) texts.push({ where: `course.json ${q.id}`, text: q.choices[q.answer]! });
  for (const unit of units) {
    const at = (what: string) => `${unit.id} ${what}`;
    for (const item of unit.items) {
      texts.push({ where: at(item.id), text: item.text });
      for (const variant of item.variants ?? []) texts.push({ where: at(`${item.id} variant`), text: variant });
      texts.push({ where: at(`${item.id} example`), text: item.example.text });
    }
    unit.grammar.examples.forEach((e, i) => texts.push({ where: at(`grammar example ${i + 1}`), text: e.text }));
    unit.writing.forEach((w, i) => w.accepted.forEach((text) => texts.push({ where: at(`writing ${i + 1}`), text })));
    for (const node of unit.conversation.nodes) {
      texts.push({ where: at(`conversation ${node.id}`), text: node.say });
      for (const reply of node.replies) for (const text of reply.accepted) texts.push({ where: at(`conversation ${node.id} reply`), text });
    }
  }
  return texts;
}
