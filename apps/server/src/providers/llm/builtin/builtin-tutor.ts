import type { GradeBand } from '@brainboost/domain/school/grade-band';
import type { Locale } from '@brainboost/domain/i18n/locales';
import { normaliseMath } from '../../../maths/normalise-maths.js';
import { solveArithmetic } from '../../../maths/solvers/arithmetic.js';
import { solveDerivative, solveIntegral, solveSimplify } from '../../../maths/solvers/calculus.js';
import { solveEquation } from '../../../maths/solvers/equations.js';
import { solvePercentage } from '../../../maths/solvers/percentage.js';
import { solveSystem } from '../../../maths/solvers/system.js';
import type { Solution } from '../../../maths/solvers/worked-solution.js';
import type { KnowledgeLookup, TutorModel, TutorReply, TutorRequest } from '../llm.port.js';
import { mentionsMaths, readQuestion } from './read-question.js';
import { socraticHints } from './socratic-hints.js';
import { stripLeadIn } from './strip-lead-in.js';
import { looksLikeWordProblem, solveWordProblem } from './word-problem.js';

const commands = {
  derivative:
    /^(?:the\s+)?(?:derivative|differentiate|d\/dx)\s*(?:of\s+)?(?:f\(x\)\s*=\s*|y\s*=\s*)?(.+?)(?:\s+with respect to ([a-z]))?$/i,
  integral:
    /^(?:the\s+)?(?:integrate|integral|antiderivative|indefinite integral)\s*(?:of\s+)?(.+?)(?:\s+from\s+(-?[\w.]+)\s+to\s+(-?[\w.]+))?(?:\s*d([a-z]))?$/i,
  simplify: /^(simplify|expand|factor|factorise|factorize)\s*:?\s*(.+)$/i,
};

/**
 * The CAS runs on the server's event loop: questions whose numbers could make it work for seconds
 * (huge powers, factorials, very long numbers) are not attempted.
 */
function withinLimits(text: string): boolean {
  if (/\d{16,}/.test(text) || /!/.test(text)) return false;
  const powers = [...text.matchAll(/\^\s*\(?\s*(-?\d+(?:\.\d+)?)/g)].map((m) => Math.abs(Number(m[1])));
  return powers.every((p) => p <= 64) && (text.match(/\^/g) ?? []).length <= 12;
}

/** Which solver reads the question (in any of the interface languages); null when none recognises it as maths. */
function solveMath(question: string, band: GradeBand, locale?: Locale): Solution | null {
  const text = stripLeadIn(normaliseMath(readQuestion(question, locale)));
  if (!withinLimits(text)) return null;
  let m = commands.derivative.exec(text);
  if (m) return solveDerivative(m[1]!, m[2]);
  m = commands.integral.exec(text);
  if (m) return solveIntegral(m[1]!.replace(/\s*d[a-z]$/, ''), m[2] && m[3] ? [m[2], m[3]] : null, m[4]);
  m = commands.simplify.exec(text);
  if (m) {
    const verb = m[1]!.toLowerCase();
    return solveSimplify(m[2]!, verb.startsWith('factor') ? 'factor' : verb === 'expand' ? 'expand' : 'simplify');
  }
  const percentage = solvePercentage(text);
  if (percentage) return percentage;
  const equations = (text.match(/=/g) ?? []).length;
  if (equations >= 2) return solveSystem(text, band);
  if (equations === 1) return solveEquation(text.replace(/^(?:for\s+[a-z]\s*:?\s*)/i, ''), band);
  if (/^[\d\s+\-*/^().,%]+$|sqrt|\bpi\b/.test(text)) return solveArithmetic(text, band);
  // Words with numbers: a word problem, if one can be read.
  return /[a-z]{3,}|\p{Script=Han}/iu.test(text) ? solveWordProblem(text) : solveArithmetic(text, band);
}

/** Looks like maths the solvers should have read (digits with operators, an equation, a maths word in any language, or a word problem). */
const mathsShape = /\d\s*[-+*/^=]\s*[\d(a-z]|[a-z]\s*[=^]\s*[\d-]|\b(solve|simplify|derivative|integral|equation)\b/i;
const looksMathematical = (text: string) => {
  const read = normaliseMath(readQuestion(text));
  return mathsShape.test(text) || mathsShape.test(read) || mentionsMaths(text) || looksLikeWordProblem(normaliseMath(text));
};

/**
 * The offline adapter: maths solved with steps by the CAS; other questions answered with quotes
 * from the knowledge hub when it covers them (`knowledge`), else honestly as beyond what it can do
 * offline (never an invented answer).
 */
export function createBuiltinTutor(options: { knowledge?: KnowledgeLookup } = {}): TutorModel {
  return {
    kind: 'builtin',
    async answer({ question, gradeBand, locale }: TutorRequest): Promise<TutorReply> {
      let solution: Solution | null = null;
      try {
        solution = solveMath(question, gradeBand, locale);
      } catch {
        solution = null;
      }
      if (!solution) {
        const sourced = options.knowledge ? await options.knowledge(question, locale ?? 'en') : null;
        if (sourced) return sourced;
        return { kind: 'unanswered', reason: looksMathematical(question) ? 'notUnderstood' : 'offline', concern: null };
      }
      return { kind: 'math', ...solution, hints: socraticHints(solution), answer: solution.answer };
    },
  };
}

export { solveMath };
