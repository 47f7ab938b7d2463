import { instructionOf, opensWithInstruction } from './worksheet-instructions.js';

/**
 * Finds the problems in a worksheet's text: numbered lines ("1)", "2.", "Q3:", "(4)", "第5题", "①"),
 * lettered parts ("a.", "(b)"), and, on a sheet without numbers, lines that are equations. An
 * instruction line ("Solve:", "Resuelve:", "解方程：") is carried into the problems after it.
 * Pure; the server runs it on the text read from the upload.
 */
export type DetectedProblem = { label: string; text: string };

/** The most problems kept from one worksheet, and the longest text of one (the tutor's question limit). */
export const maxProblemsPerWorksheet = 50;
export const maxProblemLength = 1000;

// "2.5 + 1" is not problem 2: a full stop or colon after the number must not be followed by a digit.
const numbered =
  /^(?:(?:q|question|problem|exercise|ex|ejercicio|pregunta|problema|exercice|problème|esercizio|domanda|quesito)\.?\s*)?\(?(\d{1,3})\s*(?:\)|[.:、．。](?!\d))\s*(.*)$/i;
const chineseNumbered = /^第\s*(\d{1,3})\s*[题題]\s*[:：、．.]?\s*(.*)$/;
const circled = '①②③④⑤⑥⑦⑧⑨⑩⑪⑫⑬⑭⑮⑯⑰⑱⑲⑳';
const circledNumbered = new RegExp(`^([${circled}])\\s*(.*)$`, 'u');
const lettered = /^\(?([a-h])\s*[).]\s+(.+)$/;
const romanNumbered = /^\(?(i|ii|iii|iv|v|vi|vii|viii|ix|x)\s*[).]\s+(.+)$/i;

/** OCR's usual slips in maths, undone: unicode operators to ASCII, "x~2" and "x²" to "x^2", stray spaces in numbers kept. */
export function normaliseMathText(text: string): string {
  return (
    text
      // Full-width digits, letters and signs from a Chinese keyboard or OCR ("（１）２ｘ＋３＝７").
      .replace(/[\uFF01-\uFF5E]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0))
      .replace(/\u3000/g, ' ')
      .replace(/[−–—]/g, '-')
      .replace(/[×✕]/g, '*')
      .replace(/÷/g, '/')
      .replace(/[“”]/g, '"')
      .replace(/[‘’]/g, "'")
      .replace(/²/g, '^2')
      .replace(/³/g, '^3')
      .replace(/([a-z)])\s*[~"]\s*(\d)/gi, '$1^$2')
      .replace(/[ \t]+/g, ' ')
      .trim()
  );
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
  let sheetInstruction: string | null = null;
  const withSheetInstruction = (body: string) =>
    sheetInstruction && body && !opensWithInstruction(body) ? `${sheetInstruction}: ${body}` : body;
  for (const line of lines) {
    const circledNumber = circledNumbered.exec(line);
    const n =
      numbered.exec(line) ??
      chineseNumbered.exec(line) ??
      (circledNumber && [line, String(circled.indexOf(circledNumber[1]!) + 1), circledNumber[2]]);
    if (n) {
      const body = withSheetInstruction((n[2] ?? '').trim());
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
      drafts.push({
        label: currentNumber ? `${currentNumber}${part}` : part,
        lines: [parentInstruction ? `${parentInstruction}: ${body}` : withSheetInstruction(body)],
        instruction: false,
      });
      continue;
    }
    // "Resuelve:" on a line of its own: the problems below it are to be solved.
    const instruction = instructionOf(line);
    if (instruction) {
      sheetInstruction = instruction;
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
    let instruction: string | null = null;
    const found: string[] = [];
    for (const line of lines) {
      instruction = instructionOf(line) ?? instruction;
      if (looksLikeMaths(line)) found.push(instruction && !opensWithInstruction(line) ? `${instruction}: ${line}` : line);
    }
    problems = found.map((line, i) => ({ label: String(i + 1), lines: [line], instruction: false }));
  }
  return problems
    .map((d) => ({ label: d.label, text: d.lines.join(' ').replace(/\s+/g, ' ').trim().slice(0, maxProblemLength) }))
    .filter((p) => p.text.length > 0)
    .slice(0, maxProblemsPerWorksheet);
}
