import { Languages } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTranslationTextLength } from '@brainboost/domain/schemas/translator';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/**
 * The text field and its Translate button in one row (Enter translates). The row is a flex line so
 * a microphone button can sit between the field and the button.
 */
export function PhraseInput({
  label,
  value,
  onChange,
  onSubmit,
  pending,
  lang,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: () => void;
  pending: boolean;
  lang: string;
}) {
  const { t } = useTranslation('voiceTranslator');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && !pending) onSubmit();
  };
  return (
    <form onSubmit={submit} className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <Input
          id={id}
          lang={lang}
          value={value}
          maxLength={maxTranslationTextLength}
          autoComplete="off"
          enterKeyHint="go"
          onChange={(e) => onChange(e.target.value.replace(/[\r\n]+/g, ' '))}
          className="min-w-0 flex-1"
        />
        <Button type="submit" disabled={pending || !value.trim()} className="h-11 shrink-0">
          <Languages className="size-4" aria-hidden="true" />
          {pending ? t('input.translating') : t('input.translate')}
        </Button>
      </div>
    </form>
  );
}
