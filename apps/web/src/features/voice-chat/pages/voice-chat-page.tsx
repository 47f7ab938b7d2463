import { Bot, Volume2, VolumeX } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '@brainboost/domain/schemas/me';
import type { VoiceChatOptions, VoiceChatPartner } from '@brainboost/domain/schemas/voice-chat';
import { FormAlert } from '../../../components/forms/form-alert';
import { LoadingFallback } from '../../../components/loading-fallback';
import { PageHero } from '../../../components/page-hero';
import { RequireSignIn } from '../../../components/require-sign-in';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../components/use-document-title';
import { ApiError } from '../../../lib/api-client';
import { useRealtimeState } from '../../../lib/realtime/use-realtime';
import { toast } from '../../../lib/toast';
import { useVoiceChatOptions } from '../api/voice-chat-api';
import { ConnectionStatus } from '../components/connection-status';
import { ConversationView } from '../components/conversation-view';
import { PartnerPicker } from '../components/partner-picker';
import { TurnComposer } from '../components/turn-composer';
import { useSpokenReply } from '../components/use-spoken-reply';
import { useVoiceChat } from '../components/use-voice-chat';
import { VoiceChatUpgrade } from '../components/voice-chat-upgrade';

function Conversation({ options, partner }: { options: VoiceChatOptions; partner: VoiceChatPartner }) {
  const { t } = useTranslation('voiceChat');
  const connection = useRealtimeState();
  const [aloud, setAloud] = useState(true);
  const course = partner === 'tutor' ? null : options.courses.find((c) => c.id === partner.course);
  const scenario = course?.scenarios.find((s) => partner !== 'tutor' && s.id === partner.scenario);
  const language = course?.speechLanguage ?? options.tutorLanguage;
  const partnerName = scenario?.partner ?? t('partner.tutor');
  const onSpeechError = useCallback(
    (err: unknown) => {
      toast.error(err instanceof ApiError ? err.message : t('errors:speech.ttsFailed'), { description: t('speech.failedHint') });
    },
    [t],
  );
  const spoken = useSpokenReply(onSpeechError);
  const chat = useVoiceChat(partner, (piece) => aloud && spoken.speak(piece, language));
  const stop = () => {
    chat.stop();
    spoken.stop();
  };

  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <ConnectionStatus state={connection} />
        <div className="flex flex-wrap gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={aloud}
            onClick={() => {
              if (aloud) spoken.stop();
              setAloud(!aloud);
            }}
          >
            {aloud ? <Volume2 className="size-4" aria-hidden="true" /> : <VolumeX className="size-4" aria-hidden="true" />}
            {t('speech.readAloud')}
          </Button>
          {chat.turns.length > 0 && (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => {
                spoken.stop();
                chat.restart();
              }}
            >
              {t('conversation.new')}
            </Button>
          )}
        </div>
      </div>
      <ConversationView turns={chat.turns} partnerName={partnerName} replyLang={course?.id === 'zh' ? 'zh-Hans' : (course?.id ?? '')} />
      <TurnComposer
        onSend={(text) => {
          spoken.stop();
          return chat.send(text);
        }}
        onStop={stop}
        canSend={connection === 'open' && !chat.busy}
        canStop={chat.busy || spoken.speaking}
        speechLang={language}
      />
      {connection !== 'open' && <p className="text-sm text-[var(--fg-muted)]">{t('composer.waitConnection')}</p>}
    </div>
  );
}

function VoiceChat({ me }: { me: Me }) {
  const { t, i18n } = useTranslation('voiceChat');
  const options = useVoiceChatOptions(i18n.resolvedLanguage ?? 'en');
  const [partner, setPartner] = useState<VoiceChatPartner>('tutor');
  const allowed = me.entitlements.features.includes('advanced_ai');
  const key = partner === 'tutor' ? 'tutor' : `${partner.course}/${partner.scenario}`;
  return (
    <>
      <PageHero eyebrow={t('eyebrow')} title={t('title')} lead={t('intro')} />
      <div className="mx-auto flex max-w-4xl flex-col gap-6 px-6 py-10">
        {!allowed ? (
          <VoiceChatUpgrade child={me.user.isChild} />
        ) : options.isPending ? (
          <LoadingFallback />
        ) : options.isError ? (
          <FormAlert message={options.error.message} />
        ) : (
          <>
            <p className="flex items-start gap-2 rounded-xl bg-[var(--bg-subtle)] p-3 text-sm" data-testid="voice-chat-engine">
              <Bot className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {t(options.data.engine === 'model' ? 'engine.model' : 'engine.builtin')}
            </p>
            <PartnerPicker options={options.data} partner={partner} onChange={setPartner} />
            <Conversation key={key} options={options.data} partner={partner} />
          </>
        )}
      </div>
    </>
  );
}

/** /realtime-voice-chat: a spoken conversation with the AI tutor or a language partner, streamed over the realtime socket. */
export function VoiceChatPage() {
  const { t } = useTranslation('voiceChat');
  useDocumentTitle(t('title'));
  return <RequireSignIn>{(me) => <VoiceChat me={me} />}</RequireSignIn>;
}
