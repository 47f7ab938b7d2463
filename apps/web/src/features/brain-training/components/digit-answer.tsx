import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';

/** The digits typed back (numeric keyboard on touch screens); Enter or the button submits. */
export function DigitAnswer({
  value,
  onChange,
  onSubmit,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (timeStamp: number) => void;
}) {
  const { t } = useTranslation('cognitiveTasks');
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => input.current?.focus(), []);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(event.timeStamp);
      }}
    >
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t('digitSpan.answerLabel')}
        <input
          ref={input}
          inputMode="numeric"
          autoComplete="off"
          pattern="[0-9]*"
          maxLength={12}
          value={value}
          onChange={(event) => onChange(event.target.value.replace(/[^0-9]/g, ''))}
          className="h-12 w-56 rounded-lg border border-[var(--border)] bg-[var(--card)] px-3 font-mono text-2xl tracking-widest"
        />
      </label>
      <Button type="submit" size="lg">
        {t('digitSpan.submit')}
      </Button>
    </form>
  );
}
