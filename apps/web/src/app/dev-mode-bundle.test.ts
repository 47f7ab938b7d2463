// @vitest-environment node
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webRoot = path.resolve(import.meta.dirname, '../..');
const assets = path.join(webRoot, 'dist/assets');
const toggleSource = path.join(webRoot, 'src/features/dev-mode/components/dev-mode-toggle.tsx');

/**
 * Development mode must be impossible in a production build (ARCHITECTURE.md): the web app's
 * toggle lives behind import.meta.env.DEV, so the built JavaScript must contain no call to the
 * development endpoint and never load the devMode translations. Needs `npm run build` first
 * (`npm test` builds); a missing build fails rather than passing unseen.
 */
describe('the production bundle', () => {
  const scripts = () => {
    expect(existsSync(assets), `no production build at ${assets}: run npm run build first`).toBe(true);
    const files = readdirSync(assets).filter((f) => f.endsWith('.js'));
    return files.map((f) => ({ file: f, text: readFileSync(path.join(assets, f), 'utf8') }));
  };

  it('is a whole build that includes the lazily loaded admin pages', () => {
    const all = scripts();
    expect(all.length).toBeGreaterThan(5);
    expect(all.some((s) => s.text.includes('/api/admin/stats'))).toBe(true);
  });

  it('has no path to development mode: no /api/dev/mode call, no devMode namespace, no dev flag', () => {
    // The strings this test looks for really are in the toggle's source, so their absence means something.
    const source = readFileSync(toggleSource, 'utf8');
    for (const needle of ['/api/dev/mode', "'devMode'", 'brain-boost-dev-mode']) expect(source).toContain(needle);
    for (const { file, text } of scripts()) {
      expect(text.includes('/api/dev/mode'), `${file} calls /api/dev/mode`).toBe(false);
      expect(/["'`]devMode["'`]/.test(text), `${file} loads the devMode namespace`).toBe(false);
      expect(text.includes('brain-boost-dev-mode'), `${file} reads the development-mode flag`).toBe(false);
    }
  });
});
