import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { addRecallCard, addStarterPairs } from '../api/recall-cards-api';
import { lociSource } from '../tasks/loci-route';

/** Make a card (front and back), or add the built-in word pairs of the learner's language and band. */
export function RecallCardForm() {
  const { t, i18n } = useTranslation('cognitiveTasks');
  const [front, setFront] = useState('');
  const [back, setBack] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError(null);
    setStatus(null);
    try {
      await action();
      setStatus(done);
      return true;
    } catch (err) {
      setError(
        err instanceof ApiError ? { message: err.message, fields: err.fields } : { message: t('errors:generic.network'), fields: {} },
      );
      return false;
    } finally {
      setBusy(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await run(() => addRecallCard({ front, back }), t('spacedRecall.cardAdded'))) {
      setFront('');
      setBack('');
    }
  };
  const fieldError = (name: string) => (error?.fields[name] ? t(`errors:${error.fields[name]}`) : undefined);
  const source = lociSource(i18n.resolvedLanguage);

  return (
    <section className="flex flex-col gap-4 rounded-xl border border-[var(--border)] p-4" aria-labelledby="recall-add">
      <h2 id="recall-add" className="text-lg font-semibold">
        {t('spacedRecall.addTitle')}
      </h2>
      <form className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end" onSubmit={(e) => void submit(e)} noValidate>
        <Field label={t('spacedRecall.front')} error={fieldError('front')}>
          {(props) => <Input {...props} maxLength={40} value={front} onChange={(e) => setFront(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label={t('spacedRecall.back')} error={fieldError('back')}>
          {(props) => <Input {...props} maxLength={40} value={back} onChange={(e) => setBack(e.target.value)} autoComplete="off" />}
        </Field>
        <Button type="submit" disabled={busy}>
          {t('spacedRecall.add')}
        </Button>
      </form>
      {error && Object.keys(error.fields).length === 0 && <FormAlert message={error.message} />}
      <div className="flex flex-wrap items-center gap-3 border-t border-[var(--border)] pt-4">
        <Button
          variant="secondary"
          disabled={busy}
          onClick={() => void run(() => addStarterPairs(source.language, source.band), t('spacedRecall.starterAdded'))}
        >
          {t('spacedRecall.starter')}
        </Button>
        <p className="text-sm text-[var(--fg-muted)]">{t('spacedRecall.starterHint')}</p>
      </div>
      <p role="status" className="text-sm font-medium text-green-800 dark:text-green-300">
        {status}
      </p>
    </section>
  );
}
