import type { LocalText, TextValue } from '../maths-template.js';

/** A text of the middle band's `mathsMiddle` namespace (apps/web/public/locales/<lang>/mathsMiddle.json). */
export function middleText(key: string, values?: Record<string, TextValue>): LocalText {
  return values ? { key: `mathsMiddle:${key}`, values } : { key: `mathsMiddle:${key}` };
}

/** A noun of a topic's `things` that varies in a word problem, as a nested key value. */
export function thing(topic: string, noun: string): { t: string } {
  return { t: `mathsMiddle:${topic}.things.${noun}` };
}

/** A price in cents as a dollar amount with two decimals: 125 → "1.25". */
export function dollars(cents: number): string {
  return (cents / 100).toFixed(2);
}
