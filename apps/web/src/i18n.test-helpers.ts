import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** i18next with the real English bundles, loaded synchronously for component tests. */
export async function setUpTestI18n() {
  const dir = path.resolve(import.meta.dirname, '../public/locales/en');
  const resources = Object.fromEntries(
    readdirSync(dir).map((f) => [f.replace('.json', ''), JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]),
  );
  await i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: resources },
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return i18n;
}
