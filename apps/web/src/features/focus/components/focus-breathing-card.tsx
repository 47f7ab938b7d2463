import { Wind } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { BreathingPacer } from '../../../components/breathing/breathing-pacer';
import { calmPattern } from '../../../components/breathing/breathing-cycle';
import { SectionCard } from '../../../components/ui/section-card';

/** A short breathing break between work phases. */
export function FocusBreathingCard() {
  const { t } = useTranslation('focus');
  return (
    <SectionCard icon={<Wind className="size-5" aria-hidden="true" />} title={t('breathing.title')} description={t('breathing.description')}>
      <BreathingPacer
        pattern={calmPattern}
        labels={{
          region: t('breathing.title'),
          ready: t('breathing.ready'),
          inhale: t('breathing.inhale'),
          holdIn: t('breathing.hold'),
          exhale: t('breathing.exhale'),
          holdOut: t('breathing.hold'),
          start: t('breathing.start'),
          stop: t('breathing.stop'),
          cycles: (count) => t('breathing.cycles', { count }),
        }}
      />
    </SectionCard>
  );
}
