import { BookHeart } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SectionCard } from '../../../components/ui/section-card';
import { useCoping } from '../api/wellness-api';

const bandKey = 'wellness-grade-band';
const storedBand = (): GradeBand => {
  const value = localStorage.getItem(bandKey);
  return (gradeBands as readonly string[]).includes(value ?? '') ? (value as GradeBand) : 'middle';
};

/** Coping strategies written for the learner's school stage. */
export function CopingCard() {
  const { t, i18n } = useTranslation('wellness');
  const [band, setBand] = useState<GradeBand>(storedBand);
  const query = useCoping(band, i18n.language);
  return (
    <SectionCard icon={<BookHeart className="size-5" aria-hidden="true" />} title={t('coping.title')} description={t('coping.description')}>
      <ChoiceGroup
        label={t('coping.band')}
        value={band}
        onValueChange={(next) => {
          setBand(next);
          localStorage.setItem(bandKey, next);
        }}
        options={gradeBands.map((b) => ({ value: b, label: t(`coping.bands.${b}`) }))}
        className="sm:grid-cols-3"
      />
      <div className="mt-5">
        {query.isPending ? (
          <LoadingFallback />
        ) : query.isError ? (
          <FormAlert message={t('errors:generic.internal')} />
        ) : (
          <>
            <p>{query.data.intro}</p>
            <div className="mt-4 grid gap-4 sm:grid-cols-2">
              {query.data.strategies.map((s) => (
                <article key={s.id} className="rounded-xl bg-[var(--bg-subtle)] p-4">
                  <h3 className="font-semibold">{s.title}</h3>
                  <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                    {s.steps.map((step) => (
                      <li key={step}>{step}</li>
                    ))}
                  </ol>
                </article>
              ))}
            </div>
          </>
        )}
      </div>
    </SectionCard>
  );
}
