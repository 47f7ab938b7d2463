import { gradesOfBand, minPracticeItems, minQuizItems, type CurriculumBand, type TopicContent, type TopicItem } from './topic-content.js';

/**
 * The rules across files that the schema alone cannot check. The content test and the server's
 * loader both apply them, so what the test passes is what starts. Each problem names the file.
 */
export type TopicFiles = { subject: string; band: string; slug: string; files: ReadonlyMap<string, TopicContent> };

export type ContentChecks = {
  hubArticleExists(slug: string): boolean;
  /** Whether a maths skill has a practice template; absent where templates cannot be reached (the domain's own test). */
  mathsSkillHasTemplate?: (topicId: string, skillId: string) => boolean;
};

export const topicLanguages = ['en', 'es', 'fr', 'it', 'zh-Hans', 'zh-Hant', 'yue'] as const;

/** What must be the same in every language: ids, kinds, answers and the skill each item practises. */
export function answerShape(item: TopicItem): unknown[] {
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
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Problems of one topic's files: ids, band, grades, items and skills, hub links, and translations that keep the answers. */
export function topicProblems(topic: TopicFiles, checks: ContentChecks): string[] {
  const problems: string[] = [];
  const where = (lang: string) => `${topic.subject}/${topic.band}/${topic.slug}/${lang}.json`;
  const en = topic.files.get('en');
  if (!en) return [`${topic.subject}/${topic.band}/${topic.slug}: no English file (en.json)`];
  for (const [lang, content] of topic.files) {
    const at = where(lang);
    if (!(topicLanguages as readonly string[]).includes(lang)) problems.push(`${at}: not an interface language`);
    if (content.id !== `${topic.subject}-${topic.band}-${topic.slug}`)
      problems.push(`${at}: id must be ${topic.subject}-${topic.band}-${topic.slug}`);
    if (content.subject !== topic.subject || content.band !== topic.band) problems.push(`${at}: subject or band differs from its folder`);
    const bandGrades = gradesOfBand[topic.band as CurriculumBand] ?? [];
    for (const grade of content.grades)
      if (!bandGrades.includes(grade)) problems.push(`${at}: grade ${grade} is not in the ${topic.band} band`);
    const skills = new Set(content.skills.map((s) => s.id));
    if (skills.size !== content.skills.length) problems.push(`${at}: skill ids repeat`);
    const items = [...content.practice, ...content.quiz];
    if (new Set(items.map((i) => i.id)).size !== items.length) problems.push(`${at}: item ids repeat`);
    for (const item of items)
      if (!skills.has(item.skill)) problems.push(`${at}: ${item.id} practises ${item.skill}, not a skill of the topic`);
    if (topic.subject === 'math') {
      if (checks.mathsSkillHasTemplate)
        for (const skill of skills)
          if (!checks.mathsSkillHasTemplate(content.id, skill)) problems.push(`${at}: maths skill ${skill} has no practice template`);
    } else {
      if (content.practice.length < minPracticeItems) problems.push(`${at}: fewer than ${minPracticeItems} practice items`);
      if (content.quiz.length < minQuizItems) problems.push(`${at}: fewer than ${minQuizItems} quiz items`);
      for (const skill of skills) if (!content.practice.some((i) => i.skill === skill)) problems.push(`${at}: no practice for ${skill}`);
    }
    for (const article of content.lesson.hubArticles)
      if (!checks.hubArticleExists(article)) problems.push(`${at}: knowledge-hub article ${article} does not exist`);
    // Translations change the words, never the answers, the standards or the structure.
    const kept: [string, unknown, unknown][] = [
      ['standards', content.standards, en.standards],
      ['grades', content.grades, en.grades],
      ['order', content.order, en.order],
      ['unit id', content.unit.id, en.unit.id],
      ['skills', content.skills.map((s) => s.id), en.skills.map((s) => s.id)],
      ['practice answers', content.practice.map(answerShape), en.practice.map(answerShape)],
      ['quiz answers', content.quiz.map(answerShape), en.quiz.map(answerShape)],
      ['flashcard count', content.flashcards.length, en.flashcards.length],
    ];
    for (const [what, mine, english] of kept) if (!same(mine, english)) problems.push(`${at}: ${what} differ from en.json`);
  }
  return problems;
}

/** Problems across topics: topic ids unique, and each unit's topics numbered 1, 2, 3… without gaps or repeats. */
export function curriculumProblems(topics: readonly TopicFiles[]): string[] {
  const problems: string[] = [];
  const ids = new Map<string, string>();
  const units = new Map<string, number[]>();
  for (const topic of topics) {
    const en = topic.files.get('en');
    if (!en) continue;
    const at = `${topic.subject}/${topic.band}/${topic.slug}`;
    if (ids.has(en.id)) problems.push(`${at}: topic id ${en.id} is also ${ids.get(en.id)}'s`);
    ids.set(en.id, at);
    const key = `${topic.subject}/${topic.band}/${en.unit.id}`;
    units.set(key, [...(units.get(key) ?? []), en.order]);
  }
  for (const [unit, orders] of units) {
    const sorted = [...orders].sort((a, b) => a - b);
    if (!sorted.every((n, i) => n === i + 1)) problems.push(`${unit}: topics are numbered ${sorted.join(', ')}, not 1 to ${sorted.length}`);
  }
  return problems;
}
