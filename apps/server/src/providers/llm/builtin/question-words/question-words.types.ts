/**
 * What a word problem's words say to do with its two numbers (word-problem.ts). `than` (a
 * comparison) and `numberWords` (a number written as a word) say the cue words cannot read it;
 * `question` ("how many") starts the question, and `result` ("left", "in all") is what a question
 * may ask for without telling a story of its own ("How many did it sell?" asks for a given number).
 */
export type WordCue =
  'speed' | 'distance' | 'each' | 'share' | 'more' | 'total' | 'less' | 'howManyMore' | 'than' | 'numberWords' | 'question' | 'result';

/** The words of the structures that say for certain which operation a word problem asks for. */
export type WordStructures = {
  /** Things that hold a number of others: "4 boxes of 12", "into groups of 5". */
  containers: string[];
  /** Between a container and what it holds: "of", "de". */
  holding: string[];
  /** "3 bags with 7 marbles in each": between the groups and what each holds. */
  with: string[];
  /** After what each group holds: "in each", "cada una", "ciascuna". */
  eachAfter: string[];
  /** Before the noun a rate is for: "15 pages every day", "7 days in a week", "each packet has 10". */
  per: string[];
  /** "Each packet has 10": between the noun and its number. */
  has: string[];
  /** Before containers a total is put into: "in cartons of 8". */
  into: string[];
  /** Before a number of equal pieces: "cut into 3". */
  cutInto: string[];
  /** Before the number of people a total is shared among: "among 4", "entre 3". */
  among: string[];
};

/**
 * The words one language uses to ask a maths question, so the reader can turn the question into
 * the English the solvers read. Matching ignores case and accents ("derivee" reads as "dérivée").
 */
export type QuestionWords = {
  /** Whether "2,5" is two and a half; otherwise a comma groups thousands ("1,000"). */
  decimalComma: boolean;
  /** Chinese writes words without spaces between them, so no word boundaries are required. */
  unspaced?: boolean;
  /** Removed from the start: politeness, "what is", "find". */
  leadIns: string[];
  /** "Solve", "calculate": removed from the start too (an equation says what to do), and a sign the question is maths. */
  mathsVerbs: string[];
  /** "Equation": a sign the question is maths, though not one the solvers could read. */
  mathsNouns: string[];
  /** Command words with an everyday meaning too ("deriva": drifts, "développe"), not taken as a sign of maths. */
  everyday?: string[];
  /** "para x": which unknown to solve for, said before the equation. */
  forVariable: string[];
  /** "el valor de x en 2x + 1 = 9": the unknown asked for, then the equation. */
  valueOf: string[];
  /** Articles that may follow a lead-in or command ("calcola il 20% di 50"). */
  articles: string[];
  /** Removed from the end ("what does it come to"); question marks are removed for every language. */
  endings: string[];
  simplify: string[];
  expand: string[];
  factor: string[];
  /** Before the expression: "derivada de x^2". */
  derivative: string[];
  /** After the expression: "x^2的导数". */
  derivativeAfter?: string[];
  integral: string[];
  integralAfter?: string[];
  /** Bounds of a definite integral, "de 0 a 2": the word before the lower bound, and before the upper one. */
  boundsFrom: string[];
  boundsTo: string[];
  /** After a number, meaning "%" ("20 por ciento"). */
  percentAfter?: string[];
  /** Before a number, meaning "%" ("百分之20"). */
  percentBefore?: string[];
  /** "Of": after a command ("derivada de x^2") and between a percentage and its whole ("20% de 50"). */
  of: string[];
  /** Between a whole and its percentage: "50的20%". */
  wholeOf?: string[];
  /** Operations written as words between two numbers ("3 más 4", "3 加 4"). */
  plus: string[];
  minus: string[];
  times: string[];
  dividedBy: string[];
  /** Between the two equations of a system ("x + y = 3 y x - y = 1"). */
  and: string[];
  /** Cues of simple one-step word problems; English keeps its own in word-problem.ts. */
  wordCues?: Partial<Record<WordCue, string[]>>;
  /** Grouping, rates and sharing: read before the cue words, and they win over them. */
  wordStructures?: WordStructures;
  /** Unit words of word problems, to the unit shown ("horas" → "h"). */
  units?: Record<string, string>;
};
