import { Languages } from 'lucide-react';
import { useId, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { maxTranslationTextLength } from '@brainboost/domain/schemas/translator';
import { SpeechInputButton } from '../../../components/speech-input/speech-input-button';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';

/**
 * The text field and its Translate button in one row (Enter translates), and the microphone below:
 * what is heard fills the field and is translated at once, so a spoken turn needs no second press.
 */
export function PhraseInput({
  label,
  value,
  onChange,
  onSubmit,
  onSpeechError,
  pending,
  lang,
}: {
  label: string;
  value: string;
  onChange: (text: string) => void;
  onSubmit: (text: string) => void;
  /** A microphone or recognition failure, as the text to show. */
  onSpeechError: (message: string) => void;
  pending: boolean;
  lang: string;
}) {
  const { t } = useTranslation('voiceTranslator');
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (value.trim() && !pending) onSubmit(value);
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
      <SpeechInputButton
        lang={lang}
        mode="push-to-talk"
        label={t('input.speak')}
        className="mt-2"
        onTranscript={(heard) => {
          onChange(heard);
          if (!pending) onSubmit(heard);
        }}
        onError={(code) => onSpeechError(t(`errors:${code}`))}
      />
    </form>
  );
}
