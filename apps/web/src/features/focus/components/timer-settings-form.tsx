import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clampFocusSettings, focusSettingLimits, type FocusSettings } from '@brainboost/domain/focus/focus-cycle';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Input } from '../../../components/ui/input';

const keys = ['workMinutes', 'shortBreakMinutes', 'longBreakMinutes', 'cyclesBeforeLongBreak'] as const;

/** Lengths of the cycle; changeable between phases (not while one is under way). */
export function TimerSettingsForm({
  settings,
  disabled,
  onSave,
}: {
  settings: FocusSettings;
  disabled: boolean;
  onSave: (s: FocusSettings) => void;
}) {
  const { t } = useTranslation('focus');
  const [draft, setDraft] = useState<Record<(typeof keys)[number], string>>(
    () => Object.fromEntries(keys.map((k) => [k, String(settings[k])])) as Record<(typeof keys)[number], string>,
  );
  const [saved, setSaved] = useState(false);
  const errorOf = (k: (typeof keys)[number]) => {
    const n = Number(draft[k]);
    const { min, max } = focusSettingLimits[k];
    return Number.isInteger(n) && n >= min && n <= max ? undefined : t('settings.range', { min, max });
  };
  const valid = keys.every((k) => !errorOf(k));
  return (
    <form
      className="grid gap-4 sm:grid-cols-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (!valid) return;
        onSave(clampFocusSettings(Object.fromEntries(keys.map((k) => [k, Number(draft[k])]))));
        setSaved(true);
      }}
    >
      {keys.map((k) => (
        <Field key={k} label={t(`settings.${k}`)} error={errorOf(k)}>
          {(props) => (
            <Input
              {...props}
              type="number"
              inputMode="numeric"
              min={focusSettingLimits[k].min}
              max={focusSettingLimits[k].max}
              value={draft[k]}
              disabled={disabled}
              onChange={(e) => {
                setSaved(false);
                setDraft({ ...draft, [k]: e.target.value });
              }}
            />
          )}
        </Field>
      ))}
      <div className="flex items-center gap-3 sm:col-span-2">
        <Button type="submit" variant="secondary" disabled={disabled || !valid}>
          {t('settings.save')}
        </Button>
        {disabled && <p className="text-sm text-[var(--fg-muted)]">{t('settings.lockedWhileRunning')}</p>}
        {saved && !disabled && (
          <p role="status" className="text-sm text-[var(--fg-muted)]">
            {t('settings.saved')}
          </p>
        )}
      </div>
    </form>
  );
}
