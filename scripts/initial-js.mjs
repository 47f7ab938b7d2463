// Gzipped size of the JavaScript a browser downloads to show `/`: the entry, everything it imports
// statically, and the home route's chunk with its static imports (lazy routes load at once there).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

export const readManifest = (distDir) => JSON.parse(readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8'));

/** The files a manifest entry loads at once: its chunk and everything it imports statically. */
export function staticClosure(manifest, key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(manifest, dep, files);
  return files;
}

export const entryKey = (manifest) => Object.keys(manifest).find((k) => manifest[k].isEntry);

/** Raw and gzipped sizes of some built files. */
export function sizesOf(distDir, files) {
  const sizes = [...files].map((file) => {
    const raw = readFileSync(path.join(distDir, file));
    return { file, raw: raw.length, gzip: gzipSync(raw, { level: 9 }).length };
  });
  return { files: sizes, gzipBytes: sizes.reduce((a, s) => a + s.gzip, 0), rawBytes: sizes.reduce((a, s) => a + s.raw, 0) };
}

export function initialJsOfHome(distDir) {
  const manifest = readManifest(distDir);
  const files = staticClosure(manifest, entryKey(manifest));
  // The home page is part of the entry; should it become lazy again, its chunk counts too.
  staticClosure(manifest, 'src/features/home/pages/home-page.tsx', files);
  return sizesOf(distDir, files);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = initialJsOfHome(process.argv[2] ?? 'apps/web/dist');
  for (const f of result.files.sort((a, b) => b.gzip - a.gzip)) console.log(`${(f.gzip / 1024).toFixed(1).padStart(7)} KB gz  ${f.file}`);
  console.log(`initial JS of /: ${(result.gzipBytes / 1024).toFixed(1)} KB gzipped (${(result.rawBytes / 1024).toFixed(1)} KB raw)`);
}
