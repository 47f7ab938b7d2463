import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { firstScreenBundles } from './src/app/first-screen-namespaces';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/**
 * Lazy pages people often open first: the boot script preloads their code along with the app's,
 * instead of the app asking for it only once it runs.
 */
const firstScreenPages: Record<string, string> = {
  '/login': 'src/features/auth/pages/login-page.tsx',
  '/pricing': 'src/features/billing/pages/pricing-page.tsx',
  '/subscription': 'src/features/billing/pages/pricing-page.tsx',
};

/** The chunk files a lazy page needs beyond the entry's, by page address (build only). */
function pageChunks(bundle: Rollup.OutputBundle): Record<string, string[]> {
  const chunks = Object.values(bundle).filter((c): c is Rollup.OutputChunk => c.type === 'chunk');
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const entry = chunks.find((c) => c.isEntry);
  const closure = (file: string, seen = new Set<string>()) => {
    if (seen.has(file)) return seen;
    seen.add(file);
    for (const dep of byFile.get(file)?.imports ?? []) closure(dep, seen);
    return seen;
  };
  const loaded = entry ? closure(entry.fileName) : new Set<string>();
  return Object.fromEntries(
    Object.entries(firstScreenPages).map(([page, module]) => {
      const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(module));
      if (!chunk) throw new Error(`first-screen page ${page}: no chunk for ${module}`);
      return [page, [...closure(chunk.fileName)].filter((f) => !loaded.has(f)).map((f) => `/${f}`)];
    }),
  );
}

/** Merges each language's first-screen namespaces into one file per bundle (app/first-screen-namespaces.ts). */
function firstScreenTexts(): Plugin {
  const localesDir = fileURLToPath(new URL('./public/locales/', import.meta.url));
  return {
    name: 'brainboost-first-screen-texts',
    apply: 'build',
    generateBundle() {
      for (const language of readdirSync(localesDir)) {
        for (const [bundle, namespaces] of Object.entries(firstScreenBundles)) {
          const texts = Object.fromEntries(namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8'))]));
          this.emitFile({ type: 'asset', fileName: `locales/${language}/first-screen/${bundle}.json`, source: JSON.stringify(texts) });
        }
      }
    },
  };
}

/** Inlines the pre-paint boot script, so it costs no render-blocking request. */
function inlineBootScript(): Plugin {
  const file = fileURLToPath(new URL('./boot/display-settings.js', import.meta.url));
  return {
    name: 'brainboost-inline-boot-script',
    transformIndexHtml: {
      order: 'post',
      handler: (html, ctx) => {
        const chunks = ctx.bundle ? pageChunks(ctx.bundle) : {};
        const script = readFileSync(file, 'utf8').trim().replace('var pageChunks = {};', `var pageChunks = ${JSON.stringify(chunks)};`);
        return html.replace('<script data-inline-boot></script>', `<script>${script}</script>`);
      },
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), firstScreenTexts(), inlineBootScript()],
  resolve: {
    alias: [{ find: /^@brainboost\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // The libraries every page starts with travel as one file: left to itself the bundler cuts
        // them into several small ones, each a request on the way to the first paint.
        codeSplitting: { groups: [{ name: 'shell', test: /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)[\\/]/ }] },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000', '/readyz': 'http://127.0.0.1:3000' },
  },
});
