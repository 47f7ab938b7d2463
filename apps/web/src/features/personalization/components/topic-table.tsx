import { Sigma } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Personalization } from '@brainboost/domain/schemas/personalization';
import { SectionCard } from '../../../components/ui/section-card';
import { useFormatDate } from '../../../components/use-format-date';

/** Every maths topic the learner asked about, with the evidence and score, or why it is not judged yet. */
export function TopicTable({ data }: { data: Personalization }) {
  const { t } = useTranslation('personalization');
  const formatDate = useFormatDate();
  return (
    <SectionCard icon={<Sigma className="size-5" aria-hidden="true" />} title={t('topics.title')} description={t('topics.description')}>
      {data.topics.length ? (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm" data-testid="topic-table">
            <thead className="text-[var(--fg-muted)]">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('topics.columns.topic')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('topics.columns.questions')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('topics.columns.recent')}
                </th>
                <th scope="col" className="py-2 pr-4 font-medium">
                  {t('topics.columns.last')}
                </th>
                <th scope="col" className="py-2 font-medium">
                  {t('topics.columns.strength')}
                </th>
              </tr>
            </thead>
            <tbody>
              {data.topics.map((x) => (
                <tr key={x.topic} className="border-t border-[var(--border)]">
                  <th scope="row" className="py-2 pr-4 font-medium">
                    {t(`topics.names.${x.topic}`)}
                  </th>
                  <td className="py-2 pr-4">{x.questions}</td>
                  <td className="py-2 pr-4">{x.recentQuestions}</td>
                  <td className="py-2 pr-4">{formatDate(x.lastAskedAt)}</td>
                  <td className="py-2">
                    {x.strength === null ? (
                      <span className="text-[var(--fg-muted)]">
                        {t('topics.notEnough', { count: x.questions, needed: data.minimums.questionsPerTopic })}
                      </span>
                    ) : (
                      t('topics.outOf100', { score: x.strength })
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p className="text-sm text-[var(--fg-muted)]">{t('topics.none', { needed: data.minimums.questionsPerTopic })}</p>
      )}
    </SectionCard>
  );
}
