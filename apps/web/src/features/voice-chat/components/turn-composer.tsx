import { Send, Square } from 'lucide-react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { voiceChatMaxTextLength } from '@brainboost/domain/schemas/voice-chat';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

/**
 * The learner's turn, typed. `speechInput` is where the microphone button goes beside the text
 * field (push-to-talk or hands-free); it fills the text as the learner speaks. `Stop` interrupts
 * the reply and its reading.
 */
export function TurnComposer({
  onSend,
  onStop,
  canSend,
  canStop,
  speechInput,
}: {
  /** Resolves with the translated error, or null once the turn is on its way. */
  onSend: (text: string) => Promise<string | null>;
  onStop: () => void;
  canSend: boolean;
  canStop: boolean;
  speechInput?: ReactNode;
}) {
  const { t } = useTranslation('voiceChat');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const said = text.trim();
    if (!said) return setError(t('errors:voiceChat.textRequired'));
    if (!canSend || sending) return;
    setSending(true);
    setText('');
    const failed = await onSend(said);
    setSending(false);
    setError(failed ?? undefined);
    // A refused turn leaves the learner's words where they were.
    if (failed) setText(said);
  }

  return (
    <form onSubmit={(e) => void submit(e)} className="flex flex-col gap-3" noValidate>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <Field label={t('composer.label')} hint={t('composer.hint')} error={error}>
            {(field) => (
              <Textarea
                {...field}
                rows={2}
                maxLength={voiceChatMaxTextLength}
                value={text}
                onChange={(e) => setText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter' && !e.shiftKey) {
                    e.preventDefault();
                    void submit();
                  }
                }}
              />
            )}
          </Field>
        </div>
        {speechInput}
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" disabled={!canSend || sending}>
          <Send className="size-4" aria-hidden="true" />
          {t('composer.send')}
        </Button>
        <Button variant="secondary" onClick={onStop} disabled={!canStop}>
          <Square className="size-4" aria-hidden="true" />
          {t('composer.stop')}
        </Button>
      </div>
    </form>
  );
}
