import type { QuestionWords } from './question-words.types.js';

export const italianWords: QuestionWords = {
  decimalComma: true,
  leadIns: ['per favore', 'quanto fa', 'quanto vale', 'quanto è', "quant'è", 'qual è', "cos'è", 'trova', 'trovare', 'determina', 'valuta'],
  mathsVerbs: ['calcola', 'calcolare', 'calcolate', 'risolvi', 'risolvere', 'risolvete', 'esegui'],
  mathsNouns: ['equazione', 'equazioni'],
  forVariable: ['per', 'in'],
  // Not "i": it would also be the imaginary unit or a variable.
  articles: ['il', 'lo', 'la', "l'", 'le', 'un', 'una'],
  endings: [],
  simplify: ['semplifica', 'semplificare'],
  expand: ['sviluppa', 'sviluppare', 'espandi'],
  factor: ['scomponi in fattori', 'scomponi', 'fattorizza'],
  derivative: ['derivata', 'deriva', 'derivare'],
  integral: ['integrale', 'integra', 'integrare', 'primitiva'],
  boundsFrom: ['da', 'tra', 'fra'],
  boundsTo: ['a', 'e'],
  percentAfter: ['per cento', 'percento'],
  of: ['di', 'del', 'della', 'dello', "dell'"],
  plus: ['più'],
  minus: ['meno'],
  times: ['per', 'moltiplicato per'],
  dividedBy: ['diviso per', 'diviso'],
  and: ['e'],
};
