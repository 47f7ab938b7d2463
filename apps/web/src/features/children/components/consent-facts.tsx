import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';

const collected = ['username', 'password', 'birth', 'parentEmail', 'activity'] as const;
const notCollected = ['name', 'contact', 'public', 'ads', 'voice'] as const;

/** Exactly what a child account holds and why, and what it never does (the same as the email). */
export function ConsentFacts() {
  const { t } = useTranslation('children');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <section>
        <h2 className="mb-2 font-semibold">{t('facts.collectedTitle')}</h2>
        <ul className="flex flex-col gap-2 text-sm">
          {collected.map((key) => (
            <li key={key} className="flex gap-2">
              <Check className="mt-0.5 size-4 shrink-0 text-brand-600" aria-hidden="true" />
              <span>{t(`facts.collected.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="mb-2 font-semibold">{t('facts.notCollectedTitle')}</h2>
        <ul className="flex flex-col gap-2 text-sm">
          {notCollected.map((key) => (
            <li key={key} className="flex gap-2">
              <X className="mt-0.5 size-4 shrink-0 text-red-700 dark:text-red-300" aria-hidden="true" />
              <span>{t(`facts.notCollected.${key}`)}</span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
