import type { SeededRandom } from '@brainboost/domain/random/seeded-random';

/**
 * Maths practice is generated (issue 31): a template turns a seed into an item, so practice never
 * runs out, and the item can be rebuilt from (template id, seed) to check an answer on the server
 * without ever sending the answer to the browser. Every item carries CAS checks that confirm its
 * answer key independently of the arithmetic that built it (maths-item-verify.ts).
 *
 * Words are never in an item: its prompt and steps are i18n keys with values, in the web's
 * namespace for the band (`mathsElementary`, `mathsMiddle`, `mathsHigh`; the key names it, as in
 * "mathsHigh:…"), so one item reads in all seven interface languages.
 */

/** A value put into a translated text: a number, maths text, or another key (with its namespace) to translate first. */
export type TextValue = number | string | { t: string };
export type LocalText = { key: string; values?: Record<string, TextValue> };

export type MathsAnswer =
  /** A number, written exactly ("3/4", "-2", "12.5"); `unit` is a symbol the learner may type after it ("cm", "°"). */
  | { kind: 'number'; value: string; unit?: string; form?: 'lowest-terms' }
  /** An expression in `variable`, the same function as `value`; `form` asks for a shape too (e.g. a factored answer). */
  | { kind: 'expression'; value: string; variables: string[]; form?: 'expanded' | 'factored' }
  /** Every solution of an equation: "x=2;x=3" ("" for none). */
  | { kind: 'solutions'; value: string; variable: string }
  /** One of the shown choices (maths text, or keys when `choicesAreKeys`). */
  | { kind: 'choice'; choices: string[]; answer: number; choicesAreKeys?: boolean };

/** What the CAS confirms about the item (all must hold). */
export type CasCheck =
  /** The exact value of this expression is the number answer. */
  | { evaluate: string }
  /** The number or solutions answer is exactly the solution set of this equation in `variable`. */
  | { solve: string; variable: string }
  /** The expression answer is the same function as this one. */
  | { equivalent: string }
  /** A statement that must be true (e.g. "3/4 > 2/3" for a comparison item's right choice). */
  | { holds: string };

export type GeneratedMathsItem = {
  prompt: LocalText;
  /** Maths shown under the prompt, as LaTeX (rendered with KaTeX). */
  maths?: string;
  answer: MathsAnswer;
  /** The worked solution shown after an answer, step by step. */
  steps: { text: LocalText; maths?: string }[];
  checks: CasCheck[];
};

export type MathsTemplate = {
  /** Unique, e.g. "math-middle-ratios.unit-rate" (topic id, then a slug). */
  id: string;
  /** The topic id in content/curriculum/math/<band>/<slug>/en.json. */
  topic: string;
  /** One of that topic's skills. */
  skill: string;
  generate(random: SeededRandom): GeneratedMathsItem;
};
