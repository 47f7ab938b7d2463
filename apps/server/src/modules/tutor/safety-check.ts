/** What a question can be flagged for. Self-harm comes first: it needs the most careful answer. */
export const safetyConcerns = ['selfHarm', 'sexual', 'violence', 'personalDetails'] as const;
export type SafetyConcern = (typeof safetyConcerns)[number];

/**
 * Word lists in the interface languages. They flag for a gentle, age-appropriate reply and for the
 * linked adult to see; they are not a verdict, so they lean towards flagging.
 */
const patterns: Record<SafetyConcern, RegExp[]> = {
  selfHarm: [
    /\b(kill(ing)? myself|suicid(e|al)|self[- ]?harm|cut(ting)? myself|hurt(ing)? myself|want to die|end (my|it all)|don'?t want to live|no reason to live)\b/i,
    /\b(suicidio|suicidarme|matarme|hacerme daño|quiero morir)\b/i,
    /\b(me suicider|suicide|me tuer|me faire du mal|envie de mourir)\b/i,
    /\b(suicidarmi|uccidermi|farmi del male|voglio morire)\b/i,
    /(自殺|自杀|自殘|自残|想死|唔想生存|不想活)/,
  ],
  sexual: [
    /\b(sex(ual|y)?|porn\w*|nudes?|naked|genitals?|horny|onlyfans)\b/i,
    /\b(sexo|porno|desnud[oa]s?|sexuel(le)?|nue?s?\b|sessuale|nud[oi])\b/i,
    /(色情|裸照|性交|做愛|做爱)/,
  ],
  violence: [
    /\b(kill|murder|stab|shoot|strangle|beat up)\s+(him|her|them|you|my\s+\w+|someone|somebody|people|a\s+\w+)\b/i,
    /\b(make|build)\s+(a\s+)?(bomb|gun|weapon|explosive)s?\b/i,
    /\b(school shooting|mass shooting)\b/i,
    /\b(matar a|apuñalar|bomba casera|tuer (quelqu'un|mon|ma)|fabriquer une bombe|uccidere (qualcuno|mio|mia))\b/i,
    /(殺死|杀死|炸彈|炸弹|打死佢|打死他)/,
  ],
  personalDetails: [
    /[\w.+-]+@[\w-]+\.[\w.]{2,}/,
    /(\+\d{1,3}[\s.-]?)?\(?\d{3}\)?[\s.-]\d{3}[\s.-]\d{4}\b/,
    /\b(my|mi|mon|ma|il mio)\s+(phone( number)?|number|address|home address|teléfono|dirección|numéro|adresse|indirizzo|numero)\s+(is|es|est|è)\b/i,
    /\bI live (at|on)\s+\d+/i,
    /\b\d{1,5}\s+\w+\s+(street|st\.|avenue|ave\.?|road|rd\.|lane|drive|boulevard|blvd)\b/i,
    /(我的地址|我住喺|我住在|我的電話|我的电话|我嘅電話)/,
  ],
};

/** The first concern a text raises, or null. */
export function checkSafety(text: string): SafetyConcern | null {
  for (const concern of safetyConcerns) if (patterns[concern].some((p) => p.test(text))) return concern;
  return null;
}
