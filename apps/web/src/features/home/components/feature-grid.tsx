import { Box, Brain, Calculator, FileText, Globe2, GraduationCap, PiggyBank, Timer } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const features = [
  { key: 'homework', icon: Calculator },
  { key: 'worksheets', icon: FileText },
  { key: 'tutors', icon: GraduationCap },
  { key: 'languages', icon: Globe2 },
  { key: 'brainTraining', icon: Brain },
  { key: 'focus', icon: Timer },
  { key: 'financialLiteracy', icon: PiggyBank },
  { key: 'threeD', icon: Box },
] as const;

export function FeatureGrid() {
  const { t } = useTranslation('features');
  return (
    <section aria-labelledby="features-title" className="bg-[var(--bg-subtle)] py-16">
      <div className="mx-auto max-w-7xl px-6">
        <h2 id="features-title" className="text-center text-3xl font-bold tracking-tight">
          {t('title')}
        </h2>
        <p className="mx-auto mt-3 max-w-2xl text-center text-[var(--fg-muted)]">{t('subtitle')}</p>
        <ul className="mt-10 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
          {features.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm">
              <span className="inline-flex rounded-xl bg-gradient-to-br from-brand-600 to-accent-600 p-2.5 text-white">
                <Icon className="size-6" aria-hidden="true" />
              </span>
              <h3 className="mt-4 text-lg font-semibold">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-sm text-[var(--fg-muted)]">{t(`items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
