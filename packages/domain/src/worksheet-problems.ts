/**
 * Finds the problems in a worksheet's text: numbered lines ("1)", "2.", "Q3:", "(4)", "第5题"),
 * lettered parts ("a.", "(b)"), and, on a sheet without numbers, lines that are equations.
 * Pure; the server runs it on the text read from the upload.
 */
export type DetectedProblem = { label: string; text: string };

/** The most problems kept from one worksheet, and the longest text of one (the tutor's question limit). */
export const maxProblemsPerWorksheet = 50;
export const maxProblemLength = 1000;

// "2.5 + 1" is not problem 2: a full stop or colon after the number must not be followed by a digit.
const numbered = /^(?:(?:q|question|problem|exercise|ex|ejercicio|pregunta|problema|exercice|esercizio)\.?\s*)?\(?(\d{1,3})\s*(?:\)|[.:、．。](?!\d))\s*(.*)$/i;
const chineseNumbered = /^第\s*(\d{1,3})\s*[题題]\s*[:：、．.]?\s*(.*)$/;
const lettered = /^\(?([a-h])\s*[).]\s+(.+)$/;
const romanNumbered = /^\(?(i|ii|iii|iv|v|vi|vii|viii|ix|x)\s*[).]\s+(.+)$/i;

/** OCR's usual slips in maths, undone: unicode operators to ASCII, "x~2" and "x²" to "x^2", stray spaces in numbers kept. */
export function normaliseMathText(text: string): string {
  return text
    .replace(/[−–—]/g, '-')
    .replace(/[×✕]/g, '*')
    .replace(/÷/g, '/')
    .replace(/[“”]/g, '"')
    .replace(/[‘’]/g, "'")
    .replace(/²/g, '^2')
    .replace(/³/g, '^3')
    .replace(/([a-z)])\s*[~"]\s*(\d)/gi, '$1^$2')
    .replace(/[ \t]+/g, ' ')
    .trim();
}

/** Whether a line reads as maths on its own: an equation, or numbers joined by operators. */
export function looksLikeMaths(line: string): boolean {
  if (/[=<>≤≥]/.test(line) && /[\da-z]/i.test(line)) return true;
  return /\d\s*[-+*/^]\s*[\d(a-z]/i.test(line) || /\d\s*%/.test(line);
}

type Draft = { label: string; lines: string[]; instruction: boolean };

export function detectProblems(text: string): DetectedProblem[] {
  const lines = text
    .split(/\r?\n/)
    .map(normaliseMathText)
    .filter((l) => l.length > 0);
  const drafts: Draft[] = [];
  let currentNumber: string | null = null;
  let parentInstruction: string | null = null;
  for (const line of lines) {
    const n = numbered.exec(line) ?? chineseNumbered.exec(line);
    if (n) {
      const body = (n[2] ?? '').trim();
      currentNumber = n[1]!;
      // "1) Solve:" introduces lettered parts; it is not a problem of its own.
      parentInstruction = /[:：]$/.test(body) ? body.replace(/[:：]$/, '').trim() : null;
      drafts.push({ label: currentNumber, lines: body ? [body] : [], instruction: parentInstruction !== null });
      continue;
    }
    const letter = lettered.exec(line) ?? (currentNumber === null ? romanNumbered.exec(line) : null);
    if (letter) {
      const part = letter[1]!.toLowerCase();
      const body = letter[2]!.trim();
      drafts.push({ label: currentNumber ? `${currentNumber}${part}` : part, lines: [parentInstruction ? `${parentInstruction}: ${body}` : body], instruction: false });
      continue;
    }
    const last = drafts.at(-1);
    // A line after a problem continues it (a problem may wrap, or its maths follow "Solve:").
    if (last) {
      last.lines.push(line);
      last.instruction = false;
      parentInstruction = null;
    }
  }
  let problems = drafts.filter((d) => !d.instruction);
  if (problems.length === 0) {
    problems = lines.filter(looksLikeMaths).map((line, i) => ({ label: String(i + 1), lines: [line], instruction: false }));
  }
  return problems
    .map((d) => ({ label: d.label, text: d.lines.join(' ').replace(/\s+/g, ' ').trim().slice(0, maxProblemLength) }))
    .filter((p) => p.text.length > 0)
    .slice(0, maxProblemsPerWorksheet);
}
