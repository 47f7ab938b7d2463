import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Test helpers over the locale bundles in public/locales (one JSON file per language and namespace). */
const dir = path.resolve(import.meta.dirname, '../public/locales');

export const readLocale = (lng: string, ns: string) =>
  JSON.parse(readFileSync(path.join(dir, lng, `${ns}.json`), 'utf8')) as Record<string, unknown>;

export const namespacesOf = (lng: string) =>
  readdirSync(path.join(dir, lng))
    .filter((file) => file.endsWith('.json'))
    .map((file) => file.slice(0, -'.json'.length))
    .sort();

/** Leaf keys, with plural suffixes folded (Chinese and Cantonese have only `_other`). */
export function leafKeys(node: unknown, prefix = ''): string[] {
  if (typeof node === 'string') return [prefix.replace(/_(zero|one|two|few|many|other)$/, '')];
  return Object.entries(node as Record<string, unknown>).flatMap(([k, v]) => leafKeys(v, prefix ? `${prefix}.${k}` : k));
}

/** The `{{name}}` placeholders of a text, sorted. */
export const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]!).sort();
