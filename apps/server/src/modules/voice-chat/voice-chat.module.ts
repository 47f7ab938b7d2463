import type { FastifyInstance } from 'fastify';
import type { RealtimeEvent } from '@brainboost/domain/schemas/realtime';
import type { Config } from '../../config.js';
import type { Db } from '../../db/database.js';
import { channels, listenerOf, notifyOnCommit } from '../../db/notifications.js';
import type { Translate } from '../../i18n/server-translations.js';
import type { TutorModel } from '../../providers/llm/llm.port.js';
import { createOpenAiChat } from '../../providers/llm/openai-chat.js';
import { voiceChatRoutes } from './voice-chat.routes.js';
import { createVoiceChatService } from './voice-chat.service.js';
import type { ExchangeScreen, PartnerCourse, VoicePermission } from './voice-chat.types.js';

/**
 * Voice chat with the tutor or a language partner (issue 30). Replies go out through the realtime
 * hub (`publish`); cancels travel as a NOTIFY every server hears, so the one generating the turn
 * stops the model whichever server took the cancel.
 */
export async function registerVoiceChat(
  app: FastifyInstance,
  deps: {
    db: Db;
    config: Pick<Config, 'LLM_BASE_URL' | 'LLM_API_KEY' | 'LLM_MODEL' | 'LLM_TIMEOUT_MS'>;
    /** The tutor's own model, used when no OpenAI-compatible model is configured. */
    builtinTutor: TutorModel | null;
    partners: readonly PartnerCourse[];
    screen: ExchangeScreen;
    voice: VoicePermission;
    publish: (userId: string, event: RealtimeEvent) => Promise<void>;
    translate: Translate;
  },
) {
  const { config, db } = deps;
  const chat = config.LLM_BASE_URL
    ? createOpenAiChat({
        baseUrl: config.LLM_BASE_URL,
        apiKey: config.LLM_API_KEY,
        model: config.LLM_MODEL,
        timeoutMs: config.LLM_TIMEOUT_MS,
      })
    : null;
  const voiceChat = createVoiceChatService({
    chat,
    builtinTutor: deps.builtinTutor,
    partners: deps.partners,
    screen: deps.screen,
    voice: deps.voice,
    publish: deps.publish,
    broadcastCancel: (userId, turnId) => notifyOnCommit(db, channels.voiceChatCancel, JSON.stringify({ userId, turnId })),
    translate: deps.translate,
    onError: (err) => app.log.error({ err }, 'voice chat turn failed'),
  });
  const unlisten = await listenerOf(db).listen(channels.voiceChatCancel, (payload) => {
    const { userId, turnId } = JSON.parse(payload) as { userId: string; turnId: string };
    voiceChat.cancelled(userId, turnId);
  });
  app.addHook('onClose', async () => {
    voiceChat.abortAll();
    await unlisten();
  });
  await app.register(voiceChatRoutes, { voiceChat });
  return { voiceChat };
}
