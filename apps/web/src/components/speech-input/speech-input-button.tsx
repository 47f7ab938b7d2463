import { Loader2, Mic, MicOff, Square } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../ui/button';
import { cn } from '../ui/cn';
import type { SpeechInputError } from './speech-input-error';
import { useSpeechInput, type SpeechInputMode } from './use-speech-input';

/** A press longer than this is hold-to-talk (release stops); a shorter one is a tap that toggles. */
const holdMs = 400;

type SpeechInputButtonProps = {
  lang: string;
  mode: SpeechInputMode;
  onTranscript: (text: string) => void;
  onError: (code: SpeechInputError) => void;
  /** What the button starts, e.g. "Say it". */
  label?: string;
  className?: string;
};

/**
 * The microphone button of speech input: hold to talk, or tap to start and tap again to stop
 * (hands-free also stops by itself at the end of speech). Space and Enter work like a press. While
 * listening it says so and shows the microphone's level; where no recognition is offered it says
 * to type instead.
 */
export function SpeechInputButton({ lang, mode, onTranscript, onError, label, className }: SpeechInputButtonProps) {
  const { t } = useTranslation('common');
  const input = useSpeechInput({ lang, mode, onTranscript, onError });
  const pressedAt = useRef<number | null>(null);
  /** The press was handled by pointer or key events: the click that follows is not a second one. */
  const handled = useRef(false);
  const listening = input.state === 'listening';
  const processing = input.state === 'processing';

  if (input.loading) return null;
  if (input.state === 'unavailable')
    return (
      <p className={cn('flex items-start gap-2 text-sm text-[var(--fg-muted)]', className)} data-testid="speech-input-unavailable">
        <MicOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        {input.unavailableReason
          ? `${t(`errors:${input.unavailableReason}`)} ${t('speechInput.typeInstead')}`
          : t('speechInput.unavailable')}
      </p>
    );

  const press = () => {
    handled.current = true;
    if (listening) {
      pressedAt.current = null;
      input.stop();
    } else if (!processing) {
      pressedAt.current = Date.now();
      input.start();
    }
  };
  const release = () => {
    if (pressedAt.current !== null && Date.now() - pressedAt.current > holdMs) input.stop();
    pressedAt.current = null;
  };
  const isPressKey = (event: KeyboardEvent) => event.key === ' ' || event.key === 'Enter';

  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="button"
          variant={listening ? 'primary' : 'secondary'}
          aria-pressed={listening}
          disabled={processing}
          data-testid="speech-input-button"
          className={cn('touch-none select-none', listening && 'ring-4 ring-[var(--ring)]/40')}
          onPointerDown={(event) => {
            if (event.button > 0) return;
            event.currentTarget.setPointerCapture(event.pointerId);
            press();
          }}
          onPointerUp={release}
          onPointerCancel={release}
          onKeyDown={(event) => {
            if (!isPressKey(event)) return;
            event.preventDefault();
            if (!event.repeat) press();
          }}
          onKeyUp={(event) => {
            if (!isPressKey(event)) return;
            event.preventDefault();
            release();
          }}
          onClick={() => {
            // A click with no press before it: assistive technology activating the button.
            if (handled.current) handled.current = false;
            else if (listening) input.stop();
            else input.start();
          }}
        >
          {processing ? (
            <Loader2 className="size-4 animate-spin" aria-hidden="true" />
          ) : listening ? (
            <Square className="size-4" aria-hidden="true" />
          ) : (
            <Mic className="size-4" aria-hidden="true" />
          )}
          {processing ? t('speechInput.processing') : listening ? t('speechInput.stop') : (label ?? t('speechInput.start'))}
        </Button>
        {listening && (
          <div className="flex items-center gap-2" data-testid="speech-input-listening">
            <span className="text-sm font-medium">{t('speechInput.listening')}</span>
            <div
              role="meter"
              aria-label={t('speechInput.level')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round(input.level * 100)}
              className="h-2 w-24 overflow-hidden rounded-full bg-[var(--border)]"
            >
              <div
                className="h-full rounded-full bg-[var(--ring)] transition-[width] duration-75"
                style={{ width: `${input.level * 100}%` }}
              />
            </div>
          </div>
        )}
      </div>
      {!listening && !processing && (
        <p className="text-xs text-[var(--fg-muted)]">
          {t(mode === 'hands-free' ? 'speechInput.handsFreeHint' : 'speechInput.pushToTalkHint')}
        </p>
      )}
    </div>
  );
}
