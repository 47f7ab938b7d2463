import { Wind } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BreathingPacer } from '../../../components/breathing/breathing-pacer';
import { pacerLabels } from '../../../components/breathing/pacer-labels';
import { calmPattern } from '../../../components/breathing/breathing-cycle';
import { SectionCard } from '../../../components/ui/section-card';

/** A short breathing break between work phases. */
export function FocusBreathingCard() {
  const { t } = useTranslation('focus');
  return (
    <SectionCard
      icon={<Wind className="size-5" aria-hidden="true" />}
      title={t('breathing.title')}
      description={t('breathing.description')}
    >
      <BreathingPacer pattern={calmPattern} labels={pacerLabels(t, t('breathing.title'))} />
    </SectionCard>
  );
}
