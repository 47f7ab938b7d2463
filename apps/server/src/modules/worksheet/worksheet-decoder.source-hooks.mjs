// Module hooks for the decoding thread when the server runs from its TypeScript sources (tests,
// development): Node 20 runs no TypeScript, and tsx would also recompile pdf.js in every thread
// (ten seconds each). Only this module's own .ts files are compiled here; the build needs none of it.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

/** Sources import each other as `.js` (as compiled); from source the file is the `.ts` beside it. */
export async function resolve(specifier, context, next) {
  try {
    return await next(specifier, context);
  } catch (error) {
    if (!specifier.startsWith('.') || !specifier.endsWith('.js') || !context.parentURL?.endsWith('.ts')) throw error;
    return next(`${specifier.slice(0, -3)}.ts`, context);
  }
}

export async function load(url, context, next) {
  if (!url.endsWith('.ts')) return next(url, context);
  const { code } = await transform(await readFile(new URL(url), 'utf8'), {
    loader: 'ts',
    format: 'esm',
    sourcemap: 'inline',
    sourcefile: url,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
