import type { QuestionWords } from './question-words.types.js';

/** English commands are read by the solvers themselves; this table adds operations written as words and tells the thousands comma apart. */
export const englishWords: QuestionWords = {
  decimalComma: false,
  leadIns: ['please', 'can you', 'help me', 'work out', 'evaluate', 'what is', "what's", 'how much is'],
  mathsVerbs: ['solve', 'calculate', 'compute'],
  mathsNouns: ['equation'],
  forVariable: ['for'],
  valueOf: [],
  articles: [],
  endings: [],
  simplify: [],
  expand: [],
  factor: [],
  derivative: [],
  integral: [],
  boundsFrom: ['from'],
  boundsTo: ['to'],
  of: ['of'],
  plus: ['plus'],
  minus: ['minus'],
  times: ['times', 'multiplied by'],
  dividedBy: ['divided by'],
  and: ['and'],
};
