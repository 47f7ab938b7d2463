import { BookOpenCheck, Cpu } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TranslatedBy } from '@brainboost/domain/schemas/translator';

/** "Translated by …" under every translation, and "approximate" for rough machine output (Apertium). */
export function EngineLabel({ engine, approximate }: { engine: TranslatedBy; approximate: boolean }) {
  const { t } = useTranslation('voiceTranslator');
  const Icon = engine === 'phrasebook' ? BookOpenCheck : Cpu;
  return (
    <p className="flex flex-wrap items-center gap-2 text-sm text-[var(--fg-muted)]" data-testid="translated-by">
      <Icon className="size-4" aria-hidden="true" />
      {t('engine.translatedBy', { engine: t(`engine.names.${engine}`) })}
      {approximate && (
        <span
          className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100"
          title={t('engine.approximateHint')}
        >
          {t('engine.approximate')}
        </span>
      )}
    </p>
  );
}
