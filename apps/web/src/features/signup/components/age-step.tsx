import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { birthYearOptions, isPlausibleBirthDate } from '@brainboost/domain/accounts/age';
import { SubmitButton } from '../../../components/forms/submit-button';
import { Select } from '../../../components/ui/input';

export type Birth = { year: number; month: number };

/**
 * The neutral first question: month and year of birth, nothing pre-selected, no hint of what the
 * answer changes. Everyone sees the same question.
 */
export function AgeStep({ onDone }: { onDone: (birth: Birth) => void }) {
  const { t, i18n } = useTranslation('signup');
  const [month, setMonth] = useState('');
  const [year, setYear] = useState('');
  const [error, setError] = useState<string>();
  const id = useId();
  const today = new Date();
  const monthName = new Intl.DateTimeFormat(i18n.resolvedLanguage === 'yue' ? 'zh-HK' : i18n.resolvedLanguage, {
    month: 'long',
    timeZone: 'UTC',
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const birth = { year: Number(year), month: Number(month) };
    if (!month || !year) return setError(t('errors:signup.birthDateRequired'));
    if (!isPlausibleBirthDate(birth, today)) return setError(t('errors:signup.birthDateInvalid'));
    onDone(birth);
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="mb-2 text-sm font-medium">{t('age.legend')}</legend>
        <div className="grid grid-cols-2 gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-month`} className="text-sm text-[var(--fg-muted)]">
              {t('age.month')}
            </label>
            <Select id={`${id}-month`} value={month} onChange={(e) => setMonth(e.target.value)} aria-invalid={Boolean(error && !month)}>
              <option value="">{t('age.choose')}</option>
              {Array.from({ length: 12 }, (_, i) => (
                <option key={i + 1} value={i + 1}>
                  {monthName.format(new Date(Date.UTC(2000, i, 1)))}
                </option>
              ))}
            </Select>
          </div>
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-year`} className="text-sm text-[var(--fg-muted)]">
              {t('age.year')}
            </label>
            <Select id={`${id}-year`} value={year} onChange={(e) => setYear(e.target.value)} aria-invalid={Boolean(error && !year)}>
              <option value="">{t('age.choose')}</option>
              {birthYearOptions(today).map((y) => (
                <option key={y} value={y}>
                  {y}
                </option>
              ))}
            </Select>
          </div>
        </div>
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      )}
      <SubmitButton pending={false} size="lg">
        {t('age.continue')}
      </SubmitButton>
    </form>
  );
}
