/**
 * Cantonese words that contain a character the colloquial check refuses as Mandarin, with why the
 * word is right in spoken Hong Kong Cantonese. The check removes these words before it looks.
 */
export const cantoneseColloquialExceptions: Readonly<Record<string, string>> = {
  的士: 'taxi (dik1 si2), the everyday Hong Kong word; 的 here is a loan sound, not the Mandarin particle',
  利是: 'red packet (lai6 si6), the Cantonese word for the New Year money envelope',
  不過: 'but (bat1 gwo3), everyday spoken Cantonese',
  不如: 'how about / let’s (bat1 jyu4), everyday spoken Cantonese for a suggestion',
};
