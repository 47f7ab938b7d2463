import { Upload } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { gradeBands, type GradeBand } from '@brainboost/domain/school/grade-band';
import { worksheetLanguageFor, worksheetLanguages, type WorksheetLanguage } from '@brainboost/domain/schemas/worksheet';
import { worksheetLimits } from '@brainboost/domain/worksheet/worksheet-upload';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';

type Props = { disabled: boolean; busy: boolean; onUpload: (file: File, language: WorksheetLanguage, gradeBand: GradeBand) => void };

const selectClass = 'h-10 rounded-lg border border-[var(--border)] bg-[var(--card)] px-3';
const megabytes = worksheetLimits.maxBytes / (1024 * 1024);

/** Choose the file, the language it is written in and the school level, then upload. */
export function WorksheetUploadForm({ disabled, busy, onUpload }: Props) {
  const { t, i18n } = useTranslation(['worksheet', 'homework']);
  const [file, setFile] = useState<File | null>(null);
  const [language, setLanguage] = useState<WorksheetLanguage>(() => worksheetLanguageFor(i18n.resolvedLanguage ?? 'en'));
  const [band, setBand] = useState<GradeBand>('middle');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError(t('form.chooseFile'));
    // The server checks again from the bytes; this only saves sending a file that is certainly too big.
    if (file.size > worksheetLimits.maxBytes) return setError(t('errors:worksheet.tooLarge'));
    setError(undefined);
    onUpload(file, language, band);
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
      <Field label={t('form.file')} error={error} hint={t('form.fileHint', { size: megabytes, pages: worksheetLimits.maxPages })}>
        {(props) => (
          <input
            {...props}
            type="file"
            accept="application/pdf,image/jpeg,image/png,image/webp,image/heic,.heic,.heif"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setError(undefined);
            }}
            className="rounded-lg border border-dashed border-[var(--border)] bg-[var(--card)] p-4 text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
          />
        )}
      </Field>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('form.language')}
          <select value={language} onChange={(e) => setLanguage(e.target.value as WorksheetLanguage)} className={selectClass}>
            {worksheetLanguages.map((code) => (
              <option key={code} value={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </select>
        </label>
        <label className="flex flex-col gap-1.5 text-sm font-medium">
          {t('form.gradeBand')}
          <select value={band} onChange={(e) => setBand(e.target.value as GradeBand)} className={selectClass}>
            {gradeBands.map((b) => (
              <option key={b} value={b}>
                {t(`homework:gradeBands.${b}`)}
              </option>
            ))}
          </select>
        </label>
        <Button type="submit" disabled={disabled || busy}>
          <Upload className="size-4" aria-hidden="true" />
          {t('form.upload')}
        </Button>
      </div>
    </form>
  );
}
