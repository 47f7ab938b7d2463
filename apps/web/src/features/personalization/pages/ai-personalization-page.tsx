import { Target, TrendingUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@brainboost/domain/schemas/me';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { RequireSignIn } from '../../../components/require-sign-in';
import { SectionCard } from '../../../components/ui/section-card';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { usePersonalization } from '../api/personalization-api';
import { DomainTable } from '../components/domain-table';
import { EmptyState } from '../components/empty-state';
import { JudgementList } from '../components/judgement-list';
import { PracticeCard } from '../components/practice-card';
import { TopicTable } from '../components/topic-table';
import { UpgradeCard } from '../components/upgrade-card';

function Insights({ me }: { me: Me }) {
  const { t } = useTranslation('personalization');
  const entitled = me.entitlements.features.includes('personalization');
  const query = usePersonalization(entitled);
  if (!entitled || (query.error instanceof ApiError && query.error.code === 'FEATURE_REQUIRED')) return <UpgradeCard />;
  if (query.isPending) return <LoadingFallback />;
  if (query.isError) return <FormAlert message={query.error.message || t('errors:generic.internal')} />;
  const data = query.data;
  const needed = { questions: data.minimums.questionsPerTopic, results: data.minimums.resultsPerTask };
  if (!data.evidence.mathQuestions && !data.evidence.trainingResults) return <EmptyState {...needed} />;
  return (
    <>
      <div className="grid gap-6 md:grid-cols-2">
        <SectionCard
          icon={<TrendingUp className="size-5" aria-hidden="true" />}
          title={t('strengths.title')}
          description={t('strengths.description')}
        >
          <JudgementList kind="strengths" data={data} />
        </SectionCard>
        <SectionCard icon={<Target className="size-5" aria-hidden="true" />} title={t('weak.title')} description={t('weak.description')}>
          <JudgementList kind="weak" data={data} />
        </SectionCard>
      </div>
      <PracticeCard data={data} />
      <TopicTable data={data} />
      <DomainTable data={data} />
      <p className="text-sm text-[var(--fg-muted)]">{t('method', needed)}</p>
    </>
  );
}

/** /ai-personalization: the learner's strengths, weak spots and recommended practice (Premium), from their own history. */
export function AiPersonalizationPage() {
  const { t } = useTranslation('personalization');
  useDocumentTitle(t('title'));
  return (
    <RequireSignIn>
      {(me) => (
        <>
          <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('lead')} />
          <div className="mx-auto flex max-w-5xl flex-col gap-8 px-6 py-10">
            <Insights me={me} />
            <p className="text-sm text-[var(--fg-muted)]">{t('claims')}</p>
          </div>
        </>
      )}
    </RequireSignIn>
  );
}
