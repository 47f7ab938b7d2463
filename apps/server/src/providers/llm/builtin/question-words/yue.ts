import type { QuestionWords } from './question-words.types.js';

/** Cantonese as typed in Hong Kong: traditional characters with its own words ("計", "係幾多", "嘅"). */
export const cantoneseWords: QuestionWords = {
  decimalComma: false,
  unspaced: true,
  leadIns: ['唔該', '幫我', '求'],
  mathsVerbs: ['計吓', '計算', '計', '求解', '解方程組', '解方程', '解'],
  mathsNouns: ['方程', '等於'],
  forVariable: [],
  articles: [],
  endings: ['係幾多', '等於幾多', '係咩', '係乜嘢', '係乜', '等於'],
  simplify: ['化簡', '簡化'],
  expand: ['展開'],
  factor: ['因式分解', '分解因式'],
  derivative: ['求導', '導數'],
  derivativeAfter: ['嘅導數', '求導'],
  integral: ['積分', '∫'],
  integralAfter: ['嘅定積分', '嘅積分', '積分'],
  boundsFrom: ['由', '從'],
  boundsTo: ['到'],
  percentBefore: ['百分之'],
  of: [],
  wholeOf: ['嘅'],
  plus: ['加'],
  minus: ['減'],
  times: ['乘'],
  dividedBy: ['除以'],
  and: ['同', '和'],
  // Only the problems without units: "150公里" has no space for the unit to be read from.
  wordCues: {
    each: ['每'],
    share: ['平均分', '分俾', '平分'],
    more: ['又買咗', '又搵到', '買咗', '攞到', '又攞咗'],
    total: ['一共', '總共', '加埋', '合埋'],
    less: ['仲剩', '剩返', '剩低', '送咗', '食咗', '用咗', '賣咗', '使咗', '俾咗'],
    howManyMore: ['多幾多', '多咗幾多', '相差', '差幾多'],
  },
};
