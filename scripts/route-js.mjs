// JavaScript each listed page (training, tutor, voice, curriculum) adds to the app's start-up code (gzipped): the page's chunk and its
// static imports beyond the entry's, and apart from that what it loads later on demand (charts).
// Needs a build (npm run build). Usage: node scripts/route-js.mjs
import { entryKey, readManifest, sizesOf, staticClosure } from './initial-js.mjs';

const dist = 'apps/web/dist';
const pages = {
  '/brain-training': 'src/features/brain-training/pages/brain-training-page.tsx',
  '/brain-training/:taskId': 'src/features/brain-training/pages/task-page.tsx',
  '/performance-tracking': 'src/features/performance/pages/performance-tracking-page.tsx',
  '/cognitive-training': 'src/features/programmes/pages/cognitive-training-page.tsx',
  '/dashboard': 'src/features/dashboard/pages/dashboard-page.tsx',
  '/focus-enhancement': 'src/features/focus/pages/focus-page.tsx',
  '/homework-help': 'src/features/tutor/pages/homework-help-page.tsx',
  '/language-learning': 'src/features/languages/pages/languages-hub-page.tsx',
  '/language-learning/:course': 'src/features/languages/pages/course-page.tsx',
  '/language-learning/:course/lessons/:lessonId': 'src/features/languages/pages/lesson-player-page.tsx',
  '/language-learning/review': 'src/features/languages/pages/review-page.tsx',
  '/language-learning/translator': 'src/features/translator/pages/translator-page.tsx',
  '/realtime-voice-chat': 'src/features/voice-chat/pages/voice-chat-page.tsx',
  '/subjects': 'src/features/curriculum/pages/subjects-page.tsx',
  '/subjects/:slug': 'src/features/curriculum/pages/subject-page.tsx',
  '/education': 'src/features/curriculum/pages/topic-index-page.tsx',
  '/education/:id': 'src/features/curriculum/pages/topic-page.tsx',
  '/education/tests/:id': 'src/features/curriculum/pages/test-page.tsx',
  '/grade-specific': 'src/features/curriculum/pages/grade-specific-page.tsx',
  '/grade-dashboard': 'src/features/curriculum/pages/grade-dashboard-page.tsx',
  '/resources': 'src/features/curriculum/pages/resources-page.tsx',
  '/education/:id/guide': 'src/features/curriculum/pages/study-guide-page.tsx',
};
const manifest = readManifest(dist);
const shell = staticClosure(manifest, entryKey(manifest));
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
for (const [route, key] of Object.entries(pages)) {
  if (!manifest[key]) {
    console.log(`${route}: no chunk for ${key} (renamed?)`);
    continue;
  }
  const own = [...staticClosure(manifest, key)].filter((f) => !shell.has(f));
  const loaded = new Set([...shell, ...own]);
  // What the page's code imports dynamically (charts, maths), one level deep.
  const later = new Set();
  const ownKeys = Object.keys(manifest).filter((k) => own.includes(manifest[k].file));
  for (const k of ownKeys)
    for (const dyn of manifest[k].dynamicImports ?? []) for (const f of staticClosure(manifest, dyn)) if (!loaded.has(f)) later.add(f);
  console.log(
    `${route}: ${kb(sizesOf(dist, own).gzipBytes)} gz on top of the shell${later.size ? `; later on demand ${kb(sizesOf(dist, later).gzipBytes)} gz` : ''}`,
  );
}
