import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { knowledgeSubjects } from '@brainboost/domain/schemas/tutor';

const dir = path.resolve(import.meta.dirname, '../../../public/locales');
const read = (lng: string, ns: string) => JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

/** Leaf keys, with plural and grade-band suffixes kept apart (Chinese and Cantonese fold plurals into `_other`). */
function keys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string' || Array.isArray(node)) return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('homework help texts', () => {
  const reference = [...new Set(keys(read('en', 'homework')))].sort();
  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other', (lng) => {
    expect([...new Set(keys(read(lng, 'homework')))].sort()).toEqual(reference);
  });
  it.each([...supportedLocales])('%s names every knowledge-hub subject, keeps the placeholders, and has the tutor’s error texts', (lng) => {
    const hub = read(lng, 'homework')['knowledgeHub'] as { subjects: Record<string, string> };
    for (const subject of knowledgeSubjects) expect(hub.subjects[subject]?.trim(), `${lng}:${subject}`).toBeTruthy();
    const sourced = read(lng, 'homework')['sourced'] as Record<string, string>;
    expect(sourced['citation']).toContain('{{number}}');
    expect(Object.keys(read(lng, 'errors')['tutor'] as object).sort()).toEqual(Object.keys(read('en', 'errors')['tutor'] as object).sort());
  });
  it('is translated, not copied from English', () => {
    const en = read('en', 'homework')['knowledgeHub'] as Record<string, string>;
    for (const lng of supportedLocales.filter((l) => l !== 'en'))
      expect((read(lng, 'homework')['knowledgeHub'] as Record<string, string>)['lead'], lng).not.toBe(en['lead']);
  });
});
