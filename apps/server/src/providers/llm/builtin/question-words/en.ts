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
  // English keeps its cue words in word-problem.ts; these are the structures, read before them.
  wordStructures: {
    containers: ['boxes', 'bags', 'rows', 'packs', 'packets', 'trays', 'groups', 'crates', 'cartons', 'jars', 'baskets', 'plates', 'teams', 'stacks', 'bunches', 'bundles', 'shelves', 'columns', 'tables', 'cases', 'sets'],
    holding: ['of'],
    with: ['with'],
    eachAfter: ['in each', 'on each', 'in every', 'each'],
    per: ['in each', 'on each', 'in every', 'each', 'every', 'per', 'in a', 'in an', 'in one', 'a', 'an'],
    has: ['has', 'holds', 'contains', 'have', 'hold', 'contain'],
    into: ['into', 'in'],
    cutInto: ['cut into', 'cut in', 'divided into', 'split into'],
    among: ['among', 'amongst', 'between'],
  },
};
