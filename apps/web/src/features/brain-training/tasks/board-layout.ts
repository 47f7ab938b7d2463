import { shuffle } from './shuffle';

export type Spot = { x: number; y: number };

/**
 * Places n targets on a square board (coordinates in % of its side) without overlap: the board is cut
 * into a grid of cells, n cells are chosen at random and each target sits at a random point near its
 * cell's centre. Neighbouring centres stay at least `cell − 2 × jitter` apart, more than a target's size.
 */
export function scatterTargets(n: number, margin = 7): Spot[] {
  const side = Math.ceil(Math.sqrt(n));
  const cell = (100 - 2 * margin) / side;
  const jitter = cell * 0.18;
  const cells = shuffle(Array.from({ length: side * side }, (_, i) => i)).slice(0, n);
  return cells.map((c) => ({
    x: margin + (c % side) * cell + cell / 2 + (Math.random() * 2 - 1) * jitter,
    y: margin + Math.floor(c / side) * cell + cell / 2 + (Math.random() * 2 - 1) * jitter,
  }));
}
