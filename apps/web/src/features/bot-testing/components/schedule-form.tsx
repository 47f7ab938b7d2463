import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../components/forms/form-alert';
import { SubmitButton } from '../../../components/forms/submit-button';
import { useFieldError } from '../../../components/forms/use-field-error';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { ApiError } from '../../../lib/api-client';
import { useSaveSchedule } from '../api/schedules';

/** Adds a schedule; the server checks the cron expression and works out the next run. */
export function ScheduleForm() {
  const { t } = useTranslation('botTesting');
  const fieldError = useFieldError();
  const save = useSaveSchedule();
  const [name, setName] = useState('');
  const [cron, setCron] = useState('0 6 * * *');
  const [enabled, setEnabled] = useState(true);
  const fields = save.error instanceof ApiError ? save.error.fields : {};
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: null, input: { name, cron, enabled } }, { onSuccess: () => setName('') });
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3" aria-label={t('schedules.addTitle')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('schedules.name')} error={fieldError(fields.name)}>
          {(p) => <Input {...p} value={name} onChange={(e) => setName(e.target.value)} autoComplete="off" />}
        </Field>
        <Field label={t('schedules.cron')} error={fieldError(fields.cron)} hint={t('schedules.cronHint')}>
          {(p) => (
            <Input
              {...p}
              value={cron}
              onChange={(e) => setCron(e.target.value)}
              autoComplete="off"
              spellCheck={false}
              className="font-mono"
            />
          )}
        </Field>
      </div>
      <Switch label={t('schedules.enabled')} checked={enabled} onCheckedChange={setEnabled} />
      {save.error && !Object.keys(fields).length && <FormAlert message={save.error.message} />}
      <div>
        <SubmitButton pending={save.isPending}>{t('schedules.add')}</SubmitButton>
      </div>
    </form>
  );
}
