import { ArrowRight, Dumbbell } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurriculumBand, CurriculumSubject } from '@brainboost/domain/curriculum/subjects-and-bands';
import type { ItemAnswer, PracticeItem, PracticeResult } from '@brainboost/domain/schemas/curriculum';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { useFormatDate } from '../../../components/use-format-date';
import { ApiError } from '../../../lib/api-client';
import { answerPracticeItem, nextPracticeItem } from '../api/curriculum-api';
import { AnswerReview } from './answer-review';
import { AskTutorLink } from './ask-tutor-link';
import { answerReady, initialAnswer, ItemQuestion } from './item-question';
import { MasteryBadge } from './mastery-badge';

type DailyLimit = PracticeItem['dailyLimit'];

/**
 * Practice, one item at a time: the server picks the item (of a chosen skill, or the one most in
 * need), checks the answer and moves mastery. Maths never runs out; a day's number applies below
 * Ultimate, and the panel says when more comes.
 */
export function PracticePanel({
  topicId,
  subject,
  band,
  skills,
}: {
  topicId: string;
  subject: CurriculumSubject;
  band: CurriculumBand;
  skills: { id: string; title: string }[];
}) {
  const { t } = useTranslation('curriculum');
  const formatDate = useFormatDate();
  const [skill, setSkill] = useState('');
  const [served, setServed] = useState<PracticeItem | null>(null);
  const [answer, setAnswer] = useState<ItemAnswer | undefined>();
  const [result, setResult] = useState<PracticeResult | null>(null);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [daily, setDaily] = useState<DailyLimit>(null);
  const [answered, setAnswered] = useState({ right: 0, total: 0 });

  const load = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const next = await nextPracticeItem(topicId, skill || undefined);
      setServed(next);
      setAnswer(initialAnswer(next.item));
      setResult(null);
      setDaily(next.dailyLimit);
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  const submit = async () => {
    if (!served || !answerReady(served.item, answer) || busy) return;
    setBusy(true);
    setError(undefined);
    try {
      const checked = await answerPracticeItem(served.servedId, answer!);
      setResult(checked);
      setDaily(checked.dailyLimit);
      if (checked.mastery) setAnswered((a) => ({ right: a.right + (checked.verdict === 'right' ? 1 : 0), total: a.total + 1 }));
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('errors:generic.internal'));
    } finally {
      setBusy(false);
    }
  };

  const final = result && result.verdict !== 'form' && result.verdict !== 'unreadable';
  const limitLine = daily && (
    <p className="text-sm text-[var(--fg-muted)]">
      {t('practice.dailyUsed', { used: daily.used, limit: daily.limit })}{' '}
      {daily.used >= daily.limit &&
        t('practice.moreAt', { time: formatDate(daily.resetsAt, { weekday: 'short', hour: 'numeric', minute: '2-digit' }) })}
    </p>
  );

  return (
    <section
      aria-labelledby="practice-heading"
      className="flex flex-col gap-4 rounded-2xl border border-[var(--border)] bg-[var(--card)] p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="practice-heading" className="flex items-center gap-2 text-xl font-semibold">
          <Dumbbell className="size-5 text-brand-700 dark:text-brand-300" aria-hidden="true" />
          {t('practice.title')}
        </h2>
        {answered.total > 0 && (
          <p className="text-sm font-medium" aria-live="polite">
            {t('practice.session', { right: answered.right, total: answered.total })}
          </p>
        )}
      </div>
      {!served ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-[var(--fg-muted)]">{subject === 'math' ? t('practice.introMaths') : t('practice.intro')}</p>
          <div className="flex flex-wrap items-end gap-3">
            <label className="flex flex-col gap-1 text-sm font-medium">
              {t('practice.skill')}
              <select
                className="h-11 rounded-lg border border-[var(--border)] bg-[var(--card)] px-3"
                value={skill}
                onChange={(e) => setSkill(e.target.value)}
              >
                <option value="">{t('practice.anySkill')}</option>
                {skills.map((s) => (
                  <option key={s.id} value={s.id}>
                    {s.title}
                  </option>
                ))}
              </select>
            </label>
            <Button onClick={() => void load()} disabled={busy}>
              {t('practice.start')}
            </Button>
          </div>
          <FormAlert message={error} />
        </div>
      ) : (
        <div className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center gap-2 text-sm">
            <span className="font-medium">{skills.find((s) => s.id === served.item.skill)?.title}</span>
            <MasteryBadge mastery={result?.mastery ? { level: result.mastery.after, dueForReview: false } : served.mastery} />
          </div>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void submit();
            }}
            className="flex flex-col gap-4"
          >
            <ItemQuestion
              key={served.servedId}
              item={served.item}
              band={band}
              answer={answer}
              onAnswer={(a) => {
                setAnswer(a);
                if (result && !final) setResult(null);
              }}
              disabled={Boolean(final) || busy}
            />
            {result?.verdict === 'form' && <FormAlert message={t('practice.form')} />}
            {result?.verdict === 'unreadable' && <FormAlert message={t('practice.unreadable')} />}
            {!final && (
              <div>
                <Button type="submit" disabled={busy || !answerReady(served.item, answer)}>
                  {t('practice.check')}
                </Button>
              </div>
            )}
          </form>
          {final && (
            <>
              <AnswerReview
                item={served.item}
                band={band}
                verdict={result.verdict}
                reveal={result.reveal}
                explanation={result.explanation}
              />
              {result.mastery && result.mastery.before !== result.mastery.after && (
                <p className="font-medium" role="status">
                  {t('practice.levelChanged', { level: t(`mastery.${result.mastery.after}`) })}
                </p>
              )}
              <div className="flex flex-wrap items-center gap-4">
                <Button onClick={() => void load()} disabled={busy}>
                  {t('practice.next')}
                  <ArrowRight className="size-4" aria-hidden="true" />
                </Button>
                <AskTutorLink item={served.item} subject={subject} band={band} />
              </div>
            </>
          )}
          <FormAlert message={error} />
        </div>
      )}
      {limitLine}
    </section>
  );
}
