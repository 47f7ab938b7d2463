import { Send, Square } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { voiceChatMaxTextLength } from '@brainboost/domain/schemas/voice-chat';
import { SpeechInputButton } from '../../../components/speech-input/speech-input-button';
import { Button } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { Textarea } from '../../../components/ui/input';

/**
 * The learner's turn, typed or spoken. The microphone is push-to-talk (hold, or tap and tap again)
 * or hands-free (tap once; it stops by itself when the learner stops speaking); what it hears is
 * sent as the turn. `Stop` interrupts the reply and its reading.
 */
export function TurnComposer({
  onSend,
  onStop,
  canSend,
  canStop,
  speechLang,
}: {
  /** Resolves with the translated error, or null once the turn is on its way. */
  onSend: (text: string) => Promise<string | null>;
  onStop: () => void;
  canSend: boolean;
  canStop: boolean;
  /** The language the learner speaks in (the partner's, or the interface's for the tutor). */
  speechLang: string;
}) {
  const { t } = useTranslation('voiceChat');
  const handsFreeId = useId();
  const [handsFree, setHandsFree] = useState(false);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);

  async function submit(event?: FormEvent, spoken?: string) {
    event?.preventDefault();
    const said = (spoken ?? text).trim();
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
      </div>
      <div className="flex flex-wrap items-start gap-4">
        <SpeechInputButton
          lang={speechLang}
          mode={handsFree ? 'hands-free' : 'push-to-talk'}
          label={t('composer.speak')}
          onTranscript={(heard) => {
            setText(heard);
            void submit(undefined, heard);
          }}
          onError={(code) => setError(t(`errors:${code}`))}
        />
        <label htmlFor={handsFreeId} className="flex min-h-11 items-center gap-2 text-sm">
          <input
            id={handsFreeId}
            type="checkbox"
            className="size-4 shrink-0 accent-brand-600"
            checked={handsFree}
            onChange={(e) => setHandsFree(e.target.checked)}
          />
          {t('composer.handsFree')}
        </label>
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
