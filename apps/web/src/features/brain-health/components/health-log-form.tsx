import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { ApiError } from '../../../lib/api-client';
import { refreshHealthLogs, saveHealthLog } from '../api/brain-health-api';

/** One day's entry: the date, hours slept the night before, minutes of activity. Saving a day again corrects it. */
export function HealthLogForm({ today }: { today: string }) {
  const { t } = useTranslation('brainHealth');
  const [date, setDate] = useState(today);
  const [sleep, setSleep] = useState('');
  const [active, setActive] = useState('');
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<{ message: string; fields: Record<string, string> } | null>(null);
  const fieldError = (name: string) => (error?.fields[name] ? t(`errors:${error.fields[name]}`) : undefined);
  const number = (v: string) => (v.trim() === '' ? null : Number(v.replace(',', '.')));

  return (
    <form
      noValidate
      className="grid gap-4 sm:grid-cols-3"
      onSubmit={async (e) => {
        e.preventDefault();
        setBusy(true);
        setError(null);
        setSaved(false);
        try {
          await saveHealthLog(date, { sleepHours: number(sleep), activeMinutes: number(active) });
          setSaved(true);
          setSleep('');
          setActive('');
          await refreshHealthLogs();
        } catch (err) {
          setError(
            err instanceof ApiError && err.status > 0 && err.status < 500
              ? { message: err.message, fields: err.fields }
              : { message: t('errors:generic.internal'), fields: {} },
          );
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field label={t('log.date')} error={fieldError('date')}>
        {(props) => <Input {...props} type="date" value={date} max={today} required onChange={(e) => setDate(e.target.value)} />}
      </Field>
      <Field label={t('log.sleepHours')} hint={t('log.sleepHint')} error={fieldError('sleepHours')}>
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="decimal"
            step={0.25}
            min={0}
            max={16}
            value={sleep}
            onChange={(e) => setSleep(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('log.activeMinutes')} hint={t('log.activeHint')} error={fieldError('activeMinutes')}>
        {(props) => (
          <Input
            {...props}
            type="number"
            inputMode="numeric"
            step={1}
            min={0}
            max={720}
            value={active}
            onChange={(e) => setActive(e.target.value)}
          />
        )}
      </Field>
      <div className="flex flex-col gap-2 sm:col-span-3">
        <FormAlert message={error?.message} />
        {saved && <FormAlert tone="success" message={t('log.saved')} />}
        <div>
          <Button type="submit" disabled={busy}>
            {t('log.save')}
          </Button>
        </div>
      </div>
    </form>
  );
}
