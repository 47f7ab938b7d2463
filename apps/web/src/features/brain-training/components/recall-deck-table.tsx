import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { RecallCard } from '@brainboost/domain/schemas/recall-cards';
import { useFormatDate } from '../../../components/use-format-date';
import { removeRecallCard } from '../api/recall-cards-api';

/** The learner's cards, soonest due first: box and next review, with a way to remove one. */
export function RecallDeckTable({ cards }: { cards: RecallCard[] }) {
  const { t } = useTranslation('cognitiveTasks');
  const format = useFormatDate();
  if (!cards.length) return <p className="text-[var(--fg-muted)]">{t('spacedRecall.empty')}</p>;
  return (
    <div className="overflow-x-auto">
      <table className="w-full text-left text-sm" data-testid="recall-deck">
        <caption className="sr-only">{t('spacedRecall.deckTitle')}</caption>
        <thead className="text-[var(--fg-muted)]">
          <tr>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('spacedRecall.front')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('spacedRecall.back')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('spacedRecall.boxHeader')}
            </th>
            <th scope="col" className="py-2 pr-3 font-medium">
              {t('spacedRecall.nextHeader')}
            </th>
            <th scope="col" className="py-2">
              <span className="sr-only">{t('spacedRecall.actionsHeader')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {cards.map((card) => (
            <tr key={card.id} className="border-t border-[var(--border)]">
              <td className="py-2 pr-3 font-medium">{card.front}</td>
              <td className="py-2 pr-3">{card.back}</td>
              <td className="py-2 pr-3">{card.box}</td>
              <td className="py-2 pr-3">
                {card.due ? (
                  <strong className="text-brand-700 dark:text-brand-200">{t('spacedRecall.dueNow')}</strong>
                ) : (
                  format(card.dueAt, { dateStyle: 'medium', timeStyle: 'short' })
                )}
              </td>
              <td className="py-2 text-right">
                <button
                  type="button"
                  className="rounded p-1 text-[var(--fg-muted)] hover:text-red-700"
                  aria-label={t('spacedRecall.remove', { front: card.front })}
                  onClick={() => void removeRecallCard(card.id)}
                >
                  <Trash2 className="size-4" aria-hidden="true" />
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
