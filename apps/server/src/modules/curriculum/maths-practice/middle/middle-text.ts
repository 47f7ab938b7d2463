import type { LocalText, TextValue } from '../maths-template.js';

/** A text of the middle band's `mathsMiddle` namespace (apps/web/public/locales/<lang>/mathsMiddle.json). */
export function middleText(key: string, values?: Record<string, TextValue>): LocalText {
  return values ? { key: `mathsMiddle:${key}`, values } : { key: `mathsMiddle:${key}` };
}
