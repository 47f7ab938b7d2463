import { useId } from 'react';
import { useTranslation } from 'react-i18next';

/** The consent page's voice choice: unticked, so voice stays off unless the parent decides otherwise. */
export function ConsentVoiceChoice({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('children');
  const id = useId();
  return (
    <div className="flex items-start gap-3 rounded-xl border border-[var(--border)] p-4">
      <input
        id={id}
        type="checkbox"
        className="mt-1 size-4 shrink-0 accent-brand-600"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {t('consent.voice')}
        </label>
        <p id={`${id}-hint`} className="text-sm text-[var(--fg-muted)]">
          {t('consent.voiceHint')}
        </p>
      </div>
    </div>
  );
}
