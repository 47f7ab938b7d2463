// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { supportedLocales } from '@brainboost/domain/i18n/locales';
import { leafKeys, namespacesOf, placeholders, readLocale } from './locale-files.test-helpers';

/**
 * Every namespace in every interface language: the same keys as English (plural forms folded),
 * no empty text, and the same placeholders (each at least once), so no language shows a raw key or loses a value.
 */
describe.each(namespacesOf('en'))('%s texts', (ns) => {
  const english = readLocale('en', ns);
  const reference = [...new Set(leafKeys(english))].sort();

  it.each(supportedLocales.filter((l) => l !== 'en'))('%s has every English key and no other', (lng) => {
    expect([...new Set(leafKeys(readLocale(lng, ns)))].sort()).toEqual(reference);
  });

  it.each([...supportedLocales])('%s has no empty text and keeps the placeholders', (lng) => {
    const check = (text: unknown, en: unknown, at: string) => {
      if (typeof text === 'string') {
        expect(text.trim(), `${lng}:${at}`).not.toBe('');
        // The same values, each at least once: a language may name one twice where its grammar needs
        // it (Chinese repeats the counted noun with its measure word after each number).
        const unique = (s: string) => [...new Set(placeholders(s))];
        if (typeof en === 'string') expect(unique(text), `${lng}:${at}`).toEqual(unique(en));
        return;
      }
      const enNode = en as Record<string, unknown> | undefined;
      for (const [k, v] of Object.entries(text as Record<string, unknown>))
        check(v, enNode?.[k] ?? enNode?.[k.replace(/_other$/, '_one')], `${at}.${k}`);
    };
    check(readLocale(lng, ns), english, ns);
  });
});

it('every language has the same namespace files', () => {
  for (const lng of supportedLocales) expect(namespacesOf(lng), lng).toEqual(namespacesOf('en'));
});

/** Cantonese is written as spoken, not as Traditional Chinese with another label. */
describe.each(namespacesOf('yue'))('%s in Cantonese', (ns) => {
  it('differs from Traditional Chinese in most texts with words in them', () => {
    const get = (lng: string, key: string) =>
      key
        .split('.')
        .reduce<unknown>(
          (n, k) => (n as Record<string, unknown> | undefined)?.[k] ?? (n as Record<string, unknown> | undefined)?.[`${k}_other`],
          readLocale(lng, ns),
        );
    const keys = [...new Set(leafKeys(readLocale('yue', ns)))].filter((key) => String(get('yue', key)).length > 12);
    const same = keys.filter((key) => get('yue', key) === get('zh-Hant', key));
    expect(same.length / Math.max(1, keys.length), same.slice(0, 5).join(', ')).toBeLessThan(0.7);
  });
});
