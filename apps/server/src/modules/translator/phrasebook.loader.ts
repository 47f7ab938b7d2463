import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { phrasebookCategorySchema, type PhrasebookCategory } from '@brainboost/domain/translator/phrasebook';

export class PhrasebookContentError extends Error {}

/**
 * Reads and checks `<contentDir>/phrasebook/*.json`: each file one category named like the file,
 * phrase ids prefixed by their category and unique, English texts unique. Throws with every
 * problem found, so a bad edit stops the server at start rather than showing a broken phrase.
 */
export function loadPhrasebook(contentDir: string): PhrasebookCategory[] {
  const dir = path.join(contentDir, 'phrasebook');
  if (!existsSync(dir)) return [];
  const problems: string[] = [];
  const categories: PhrasebookCategory[] = [];
  const ids = new Set<string>();
  const english = new Map<string, string>();
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()) {
    let raw: unknown;
    try {
      raw = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
    } catch (error) {
      problems.push(`${file}: not JSON (${(error as Error).message})`);
      continue;
    }
    const parsed = phrasebookCategorySchema.safeParse(raw);
    if (!parsed.success) {
      problems.push(...parsed.error.issues.map((issue) => `${file}: ${issue.path.join('.')} ${issue.message}`));
      continue;
    }
    const { category, phrases } = parsed.data;
    if (`${category}.json` !== file) problems.push(`${file}: category "${category}" does not match the file name`);
    for (const phrase of phrases) {
      if (!phrase.id.startsWith(`${category}-`)) problems.push(`${file}: ${phrase.id} does not start with "${category}-"`);
      if (ids.has(phrase.id)) problems.push(`${file}: ${phrase.id} is used twice`);
      ids.add(phrase.id);
      const key = phrase.en.toLocaleLowerCase('en');
      if (english.has(key)) problems.push(`${file}: ${phrase.id} says the same as ${english.get(key)} ("${phrase.en}")`);
      english.set(key, phrase.id);
    }
    categories.push(parsed.data);
  }
  if (problems.length) throw new PhrasebookContentError(`The phrasebook is invalid:\n  ${problems.join('\n  ')}`);
  return categories;
}
