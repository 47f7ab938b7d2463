import { Converter, type ConverterFunction } from 'opencc-js';

let converters: { twToCn: ConverterFunction; hkToCn: ConverterFunction; cnToHk: ConverterFunction } | undefined;
// Built on first use: each converter loads its dictionaries.
const get = () =>
  (converters ??= {
    twToCn: Converter({ from: 'tw', to: 'cn' }),
    hkToCn: Converter({ from: 'hk', to: 'cn' }),
    cnToHk: Converter({ from: 'cn', to: 'hk' }),
  });

/** Simplified characters of Chinese text written in Taiwan or Hong Kong Traditional (or already Simplified). */
export const toSimplified = (text: string) => get().hkToCn(get().twToCn(text));

/** Hong Kong Traditional characters of Simplified text (the form the readings show, decision 0076). */
export const toTraditional = (text: string) => get().cnToHk(text);
