import type { LocalText, TextValue } from '../maths-template.js';

/** A text of the high band's `mathsHigh` namespace (apps/web/public/locales/<lang>/mathsHigh.json). */
export function highText(key: string, values?: Record<string, TextValue>): LocalText {
  return values ? { key: `mathsHigh:${key}`, values } : { key: `mathsHigh:${key}` };
}
