import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const flagsModule = fileURLToPath(new URL('./v8-flags.ts', import.meta.url));

/**
 * Teaches V8 that objects from one allocation site live long (4 million kept), empties the young
 * generation, then allocates 1.2 million short-lived objects from the same site. Prints how many
 * megabytes the old generation grew by meanwhile: with pretenuring they go straight into it,
 * without it they die young.
 */
const experiment = (importFlags: boolean) => `
${importFlags ? `await import(${JSON.stringify(flagsModule)});` : ''}
const { getHeapSpaceStatistics } = await import('node:v8');
const make = (i) => ({ a: i, b: i + 1, c: null });
const oldSpace = () => getHeapSpaceStatistics().find((s) => s.space_name === 'old_space').space_used_size;
const kept = [];
for (let i = 0; i < 4_000_000; i++) kept.push(make(i));
globalThis.gc({ type: 'minor' });
globalThis.gc({ type: 'minor' });
const before = oldSpace();
let sum = 0;
for (let i = 0; i < 1_200_000; i++) sum += make(i).a;
console.log(JSON.stringify({ grewMb: (oldSpace() - before) / 1e6, kept: kept.length, sum }));
`;

function oldGenerationGrowth(importFlags: boolean): number {
  const out = execFileSync(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', experiment(importFlags)], {
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!).grewMb;
}

describe('v8-flags', () => {
  it('keeps short-lived objects out of the old generation even after their allocation site looked long-lived', () => {
    // The control shows the experiment detects pretenuring: without the module V8 pretenures. How
    // much varies with the machine's load, so it gets up to three tries to show it.
    let control = 0;
    for (let tries = 0; tries < 3 && control <= 1.2; tries++) control = Math.max(control, oldGenerationGrowth(false));
    expect(control).toBeGreaterThan(1.2);
    expect(oldGenerationGrowth(true)).toBeLessThan(0.75);
  }, 60_000);
});
