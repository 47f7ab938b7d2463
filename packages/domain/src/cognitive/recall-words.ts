import type { GradeBand } from '../school/grade-band.js';

/**
 * Concrete, easy-to-picture nouns for the memory drills, per interface language and grade band:
 * the method-of-loci lists and the built-in spaced-recall word pairs. Twelve a band, so the longest
 * loci list (8) and the six starter pairs fit. Each language's list means the same words in the
 * same order (Cantonese in its everyday words, e.g. 波 for ball).
 */
export const recallLanguages = ['en', 'es', 'zh-Hans', 'zh-Hant', 'yue', 'fr', 'it'] as const;
export type RecallLanguage = (typeof recallLanguages)[number];
export const isRecallLanguage = (value: string): value is RecallLanguage => (recallLanguages as readonly string[]).includes(value);

export const recallWordsPerBand = 12;

export const recallWords: Record<RecallLanguage, Record<GradeBand, readonly string[]>> = {
  en: {
    elementary: ['apple', 'dog', 'house', 'tree', 'ball', 'fish', 'hat', 'moon', 'car', 'bread', 'shoe', 'star'],
    middle: ['compass', 'volcano', 'ladder', 'candle', 'anchor', 'bridge', 'castle', 'guitar', 'island', 'rocket', 'mirror', 'pyramid'],
    high: [
      'telescope',
      'parliament',
      'microscope',
      'cathedral',
      'glacier',
      'satellite',
      'orchestra',
      'lighthouse',
      'manuscript',
      'harbour',
      'laboratory',
      'tapestry',
    ],
  },
  es: {
    elementary: ['manzana', 'perro', 'casa', 'árbol', 'pelota', 'pez', 'sombrero', 'luna', 'coche', 'pan', 'zapato', 'estrella'],
    middle: ['brújula', 'volcán', 'escalera', 'vela', 'ancla', 'puente', 'castillo', 'guitarra', 'isla', 'cohete', 'espejo', 'pirámide'],
    high: [
      'telescopio',
      'parlamento',
      'microscopio',
      'catedral',
      'glaciar',
      'satélite',
      'orquesta',
      'faro',
      'manuscrito',
      'puerto',
      'laboratorio',
      'tapiz',
    ],
  },
  'zh-Hans': {
    elementary: ['苹果', '狗', '房子', '树', '球', '鱼', '帽子', '月亮', '汽车', '面包', '鞋子', '星星'],
    middle: ['指南针', '火山', '梯子', '蜡烛', '船锚', '桥', '城堡', '吉他', '岛屿', '火箭', '镜子', '金字塔'],
    high: ['望远镜', '议会', '显微镜', '大教堂', '冰川', '卫星', '管弦乐团', '灯塔', '手稿', '港口', '实验室', '挂毯'],
  },
  'zh-Hant': {
    elementary: ['蘋果', '狗', '房子', '樹', '球', '魚', '帽子', '月亮', '汽車', '麵包', '鞋子', '星星'],
    middle: ['指南針', '火山', '梯子', '蠟燭', '船錨', '橋', '城堡', '吉他', '島嶼', '火箭', '鏡子', '金字塔'],
    high: ['望遠鏡', '議會', '顯微鏡', '大教堂', '冰川', '衛星', '管弦樂團', '燈塔', '手稿', '港口', '實驗室', '掛毯'],
  },
  yue: {
    elementary: ['蘋果', '狗仔', '屋', '樹', '波', '魚', '帽', '月光', '車', '麵包', '鞋', '星星'],
    middle: ['指南針', '火山', '梯', '蠟燭', '錨', '橋', '城堡', '結他', '島', '火箭', '鏡', '金字塔'],
    high: ['望遠鏡', '議會', '顯微鏡', '大教堂', '冰川', '衛星', '管弦樂團', '燈塔', '手稿', '海港', '實驗室', '掛氈'],
  },
  fr: {
    elementary: ['pomme', 'chien', 'maison', 'arbre', 'ballon', 'poisson', 'chapeau', 'lune', 'voiture', 'pain', 'chaussure', 'étoile'],
    middle: ['boussole', 'volcan', 'échelle', 'bougie', 'ancre', 'pont', 'château', 'guitare', 'île', 'fusée', 'miroir', 'pyramide'],
    high: [
      'télescope',
      'parlement',
      'microscope',
      'cathédrale',
      'glacier',
      'satellite',
      'orchestre',
      'phare',
      'manuscrit',
      'port',
      'laboratoire',
      'tapisserie',
    ],
  },
  it: {
    elementary: ['mela', 'cane', 'casa', 'albero', 'palla', 'pesce', 'cappello', 'luna', 'macchina', 'pane', 'scarpa', 'stella'],
    middle: ['bussola', 'vulcano', 'scala', 'candela', 'ancora', 'ponte', 'castello', 'chitarra', 'isola', 'razzo', 'specchio', 'piramide'],
    high: [
      'telescopio',
      'parlamento',
      'microscopio',
      'cattedrale',
      'ghiacciaio',
      'satellite',
      'orchestra',
      'faro',
      'manoscritto',
      'porto',
      'laboratorio',
      'arazzo',
    ],
  },
};

/**
 * How a typed answer is compared: Unicode-normalised, case and accents ignored, spaces collapsed,
 * so "Arbol" recalls "árbol" and a full-width letter counts as its plain one.
 */
export function normaliseAnswer(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase('en').replace(/\s+/g, ' ').trim();
}

export const sameAnswer = (typed: string | null, expected: string) =>
  typed !== null && normaliseAnswer(typed) !== '' && normaliseAnswer(typed) === normaliseAnswer(expected);
