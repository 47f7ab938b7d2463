import { Wind } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BreathingPacer } from '../../../components/breathing/breathing-pacer';
import { pacerLabels } from '../../../components/breathing/pacer-labels';
import { boxPattern, calmPattern } from '../../../components/breathing/breathing-cycle';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SectionCard } from '../../../components/ui/section-card';

const patterns = { calm: calmPattern, box: boxPattern } as const;

/** Guided breathing with two patterns, using the app's shared pacer. */
export function GuidedBreathingCard() {
  const { t } = useTranslation('wellness');
  const [pattern, setPattern] = useState<keyof typeof patterns>('calm');
  return (
    <SectionCard
      icon={<Wind className="size-5" aria-hidden="true" />}
      title={t('breathing.title')}
      description={t('breathing.description')}
    >
      <ChoiceGroup
        label={t('breathing.pattern')}
        value={pattern}
        onValueChange={setPattern}
        options={[
          { value: 'calm', label: t('breathing.calm'), description: t('breathing.calmDescription') },
          { value: 'box', label: t('breathing.box'), description: t('breathing.boxDescription') },
        ]}
        className="mb-6 sm:grid-cols-2"
      />
      <BreathingPacer key={pattern} pattern={patterns[pattern]} labels={pacerLabels(t, t('breathing.pacer'))} />
    </SectionCard>
  );
}
