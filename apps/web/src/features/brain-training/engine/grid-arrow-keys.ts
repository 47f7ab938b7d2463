import type { KeyboardEvent } from 'react';

const moves: Record<string, (index: number, columns: number) => number> = {
  ArrowLeft: (i) => i - 1,
  ArrowRight: (i) => i + 1,
  ArrowUp: (i, c) => i - c,
  ArrowDown: (i, c) => i + c,
};

/** Arrow keys move the focus between a grid's buttons, row by row. */
export function moveFocusInGrid(event: KeyboardEvent<HTMLElement>, columns: number) {
  const move = moves[event.key];
  if (!move) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  if (index < 0) return;
  const next = buttons[move(index, columns)];
  if (!next) return;
  event.preventDefault();
  next.focus();
}
