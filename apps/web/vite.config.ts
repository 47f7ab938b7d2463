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
          const texts = Object.fromEntries(
            namespaces.map((ns) => [ns, JSON.parse(readFileSync(path.join(localesDir, language, `${ns}.json`), 'utf8'))]),
          );
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
        const script = readFileSync(file, 'utf8')
          .trim()
          .replace('var pageChunks = {};', `var pageChunks = ${JSON.stringify(chunks)};`);
        return html.replace('<script data-inline-boot></script>', `<script>${script}</script>`);
      },
    },
  };
}

const nodeModules = fileURLToPath(new URL('../../node_modules/', import.meta.url));

/**
 * Hands-free listening's Silero VAD (components/speech-input/hands-free-vad.ts) needs its audio
 * worklet, the model and onnxruntime's WebAssembly as files: they are served by this app under
 * /vad/ (at build time copied into dist, in development served from node_modules), so nothing is
 * fetched from another origin. Only the browser that starts hands-free listening downloads them.
 */
const vadFiles: Record<string, string> = {
  'vad.worklet.bundle.min.js': '@ricky0123/vad-web/dist/vad.worklet.bundle.min.js',
  'silero_vad_v5.onnx': '@ricky0123/vad-web/dist/silero_vad_v5.onnx',
  'ort-wasm-simd-threaded.mjs': 'onnxruntime-web/dist/ort-wasm-simd-threaded.mjs',
  'ort-wasm-simd-threaded.wasm': 'onnxruntime-web/dist/ort-wasm-simd-threaded.wasm',
};
const vadTypes: Record<string, string> = {
  js: 'text/javascript',
  mjs: 'text/javascript',
  onnx: 'application/octet-stream',
  wasm: 'application/wasm',
};

function vadAssets(): Plugin {
  return {
    name: 'brainboost-vad-assets',
    configureServer(server) {
      server.middlewares.use('/vad', (req, res, next) => {
        const name = (req.url ?? '').replace(/^\//, '').split('?')[0]!;
        const file = vadFiles[name];
        if (!file) return next();
        res.setHeader('content-type', vadTypes[name.split('.').pop()!] ?? 'application/octet-stream');
        res.end(readFileSync(path.join(nodeModules, file)));
      });
    },
    generateBundle() {
      for (const [name, file] of Object.entries(vadFiles))
        this.emitFile({ type: 'asset', fileName: `vad/${name}`, source: readFileSync(path.join(nodeModules, file)) });
    },
  };
}

/** A module path pattern: `/`-separated parts, matching either separator. */
const modules = (pattern: string) => new RegExp(pattern.replaceAll('/', '[\\\\/]'));

/**
 * The bundler's file groups (checked by app/boot-preloads.test.ts): `shell`, the libraries and
 * helpers every page starts with; `forms`, the form kit of the sign-in and other forms; `sign-in`,
 * the sign-in page's parts; `query` and `plans`, the data library and the parts of the plans page.
 */
const firstScreenGroups = [
  {
    name: 'shell',
    test: modules(
      'node_modules/(react|react-dom|scheduler|react-router|i18next|react-i18next|use-sync-external-store)/|src/components/ui/cn\\.ts|src/components/forms/form-alert\\.tsx|lucide-react/dist/esm/(createLucideIcon|Icon|defaultAttributes|context|shared/|icons/check\\.mjs)|vite/preload-helper',
    ),
  },
  {
    name: 'forms',
    test: modules(
      'node_modules/react-hook-form/|src/components/forms/(apply-server-errors|use-field-error|submit-button|lazy-zod-resolver)\\.tsx?$|src/components/ui/(field|input)\\.tsx$',
    ),
  },
  {
    name: 'sign-in',
    test: modules(
      'src/features/auth/(components/(auth-card|sign-in-identifier|use-countdown)\\.tsx?|return-path\\.ts|load-sign-in-schemas\\.ts|api/sign-in-api\\.ts)$|packages/domain/src/accounts/sign-in-identifier\\.ts$',
    ),
  },
  { name: 'query', test: modules('node_modules/@tanstack/|src/lib/query-client\\.ts$') },
  {
    name: 'plans',
    test: modules(
      'src/features/billing/(api/(billing-api|ask-parent-api)|components/(billing-cycle-toggle|plan-card|use-format-money|use-is-child|ask-parent|price-label))\\.tsx?$|packages/domain/src/billing/pricing\\.ts$|lucide-react/dist/esm/icons/users\\.mjs',
    ),
  },
];

export default defineConfig({
  plugins: [react(), tailwindcss(), firstScreenTexts(), inlineBootScript(), vadAssets()],
  resolve: {
    alias: [{ find: /^@brainboost\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    // Fonts stay files: the CJK faces come as hundreds of unicode-range subsets, and inlining the
    // small ones (under 4 KB) as base64 made their stylesheet 490 KB that every language page waited for.
    assetsInlineLimit: (file) => (/\.woff2?$/.test(file) ? false : undefined),
    sourcemap: false,
    manifest: true,
    target: 'es2022',
    rollupOptions: {
      output: {
        // Each file on the way to a first paint costs a round trip on a phone network, so the code a
        // first screen needs comes in a few files, not the many small ones the bundler would cut by
        // itself (decision record 0031). A group takes only the modules it names, not their imports.
        codeSplitting: { includeDependenciesRecursively: false, groups: firstScreenGroups },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000', '/readyz': 'http://127.0.0.1:3000' },
  },
});
