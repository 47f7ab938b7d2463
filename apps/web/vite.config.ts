import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const domainSrc = fileURLToPath(new URL('../../packages/domain/src/', import.meta.url));

/** Inlines the pre-paint boot script, so it costs no render-blocking request. */
function inlineBootScript(): Plugin {
  const file = fileURLToPath(new URL('./boot/display-settings.js', import.meta.url));
  return {
    name: 'brainboost-inline-boot-script',
    transformIndexHtml: (html) => html.replace('<script data-inline-boot></script>', `<script>${readFileSync(file, 'utf8').trim()}</script>`),
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), inlineBootScript()],
  resolve: {
    alias: [{ find: /^@brainboost\/domain\/(.*)$/, replacement: `${domainSrc}$1.ts` }],
  },
  build: {
    outDir: 'dist',
    assetsDir: 'assets',
    sourcemap: false,
    manifest: true,
    target: 'es2022',
  },
  server: {
    port: 5173,
    proxy: { '/api': 'http://127.0.0.1:3000', '/healthz': 'http://127.0.0.1:3000', '/readyz': 'http://127.0.0.1:3000' },
  },
});
