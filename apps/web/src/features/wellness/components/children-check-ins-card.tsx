import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { ChoiceGroup } from '../../../components/ui/choice-group';
import { SectionCard } from '../../../components/ui/section-card';
import { useLinkedChildren } from '../../../lib/linked-children-query';
import { useChildCheckIns } from '../api/wellness-api';
import { CheckInHistory } from './check-in-history';

/** For a parent: the check-ins of their linked under-13 children (nobody else sees them). */
export function ChildrenCheckInsCard() {
  const { t } = useTranslation('wellness');
  const children = useLinkedChildren();
  const linked = children.data?.children ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const childId = chosen ?? linked[0]?.id ?? null;
  const checkIns = useChildCheckIns(childId);
  if (linked.length === 0) return null;
  return (
    <SectionCard icon={<Users className="size-5" aria-hidden="true" />} title={t('children.title')} description={t('children.description')}>
      {linked.length > 1 && (
        <ChoiceGroup
          label={t('children.choose')}
          value={childId ?? ''}
          onValueChange={setChosen}
          options={linked.map((c) => ({ value: c.id, label: c.username }))}
          className="mb-4 sm:grid-cols-3"
        />
      )}
      {checkIns.isPending ? (
        <LoadingFallback />
      ) : checkIns.isError ? (
        <FormAlert message={t('errors:generic.internal')} />
      ) : (
        <CheckInHistory
          checkIns={checkIns.data.checkIns}
          label={t('children.listLabel', { username: linked.find((c) => c.id === childId)?.username ?? '' })}
        />
      )}
    </SectionCard>
  );
}
