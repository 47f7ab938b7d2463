/**
 * Written Mandarin that colloquial Cantonese writes otherwise (是 → 係, 的 → 嘅 …): the check that
 * Cantonese content (the yue course, the phrasebook) is Cantonese, not Mandarin in Traditional
 * characters.
 */
export const mandarinForms: Readonly<Record<string, string>> = {
  是: '係',
  的: '嘅',
  他: '佢',
  她: '佢',
  它: '佢',
  們: '哋',
  這: '呢',
  那: '嗰',
  沒有: '冇',
  沒: '冇 / 未',
  什麼: '乜嘢 / 咩',
  甚麼: '乜嘢 / 咩',
  在: '喺',
  說: '講',
  嗎: '咩 / 呀 (or a 唔 question)',
  了: '咗 / 喇',
  不: '唔',
  很: '好',
  給: '俾 / 畀',
  看: '睇',
  吃: '食',
  喝: '飲',
  誰: '邊個',
  哪: '邊',
  裡: '度 / 入面',
  裏: '度 / 入面',
  怎麼: '點',
  東西: '嘢',
  睡覺: '瞓覺',
  漂亮: '靚',
};

/**
 * The Mandarin forms in a Cantonese text, after removing `exceptions`: Cantonese words that contain
 * one of those characters and are right as they are (不如, 的士 …).
 */
export function mandarinFormsIn(text: string, exceptions: readonly string[]): { form: string; cantonese: string }[] {
  const rest = exceptions.reduce((t, word) => t.split(word).join('〇'), text);
  return Object.entries(mandarinForms)
    .filter(([form]) => rest.includes(form))
    .map(([form, cantonese]) => ({ form, cantonese }));
}
