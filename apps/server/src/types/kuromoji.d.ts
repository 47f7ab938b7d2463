// kuromoji ships no types: only what the Japanese readings (speech, the translator) use.
declare module 'kuromoji' {
  export type IpadicFeatures = { surface_form: string; reading?: string; pronunciation?: string };
  export type Tokenizer = { tokenize(text: string): IpadicFeatures[] };
  export function builder(options: { dicPath: string }): { build(callback: (err: Error | null, tokenizer: Tokenizer) => void): void };
}
