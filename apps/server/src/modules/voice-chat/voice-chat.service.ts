import { randomUUID } from 'node:crypto';
import type { Locale } from '@brainboost/domain/i18n/locales';
import type { RealtimeEvent } from '@brainboost/domain/schemas/realtime';
import type { SpeechLanguage } from '@brainboost/domain/schemas/speech';
import { voiceChatTurnInputSchema, type VoiceChatOptions, type VoiceChatPartner } from '@brainboost/domain/schemas/voice-chat';
import type { z } from 'zod';
import type { Translate } from '../../i18n/server-translations.js';
import type { TutorModel, TutorReply } from '../../providers/llm/llm.port.js';
import type { ChatMessage, ChatModel } from '../../providers/llm/openai-chat.js';
import { createSpokenPieces } from './spoken-pieces.js';
import { partnerMessages, tutorMessages } from './voice-chat-prompt.js';
import { turnEndings, voiceChatErrors, type TurnEnding } from './voice-chat.errors.js';
import type { ExchangeScreen, PartnerCourse, VoicePermission } from './voice-chat.types.js';

type TurnInput = z.output<typeof voiceChatTurnInputSchema>;

export type VoiceChatDeps = {
  /** The configured OpenAI-compatible model, or null (LLM_BASE_URL unset). */
  chat: ChatModel | null;
  /** Without a model, the tutor partner is the built-in tutor engine (knowledge-hub answers, not conversation). */
  builtinTutor: TutorModel | null;
  partners: readonly PartnerCourse[];
  screen: ExchangeScreen;
  voice: VoicePermission;
  publish: (userId: string, event: RealtimeEvent) => Promise<void>;
  /** Tells every server (this one included) that the learner interrupted a turn. */
  broadcastCancel: (userId: string, turnId: string) => Promise<void>;
  translate: Translate;
  onError: (err: unknown) => void;
};

const speechLanguageOf = (locale: Locale): SpeechLanguage =>
  locale === 'zh-Hans' || locale === 'zh-Hant' ? 'zh' : (locale as Exclude<Locale, 'zh-Hans' | 'zh-Hant'>);

/** What the built-in engine can say aloud: a model's text or knowledge-hub passages; a worked maths solution belongs on the tutor page. */
function spokenTextOf(reply: TutorReply): string | null {
  if (reply.kind === 'text') return reply.text;
  if (reply.kind === 'sourced') return reply.passages.map((p) => p.text).join(' ');
  return null;
}

/**
 * Voice chat (issue 30): a turn is posted over HTTP to any server, which generates the reply and
 * publishes it to the learner's realtime channel piece by piece, each piece screened by the
 * tutor's safety check before it leaves. The turn lives only in memory of the server generating
 * it: a cancel is broadcast and the server holding it aborts the model call.
 */
export function createVoiceChatService(deps: VoiceChatDeps) {
  const running = new Map<string, { userId: string; controller: AbortController }>();

  function partnerOf(partner: VoiceChatPartner) {
    if (partner === 'tutor') return null;
    const course = deps.partners.find((c) => c.id === partner.course);
    const scenario = course?.scenarios.find((s) => s.id === partner.scenario);
    if (!course || !scenario) throw voiceChatErrors.partnerNotFound();
    return { course, scenario };
  }

  async function generate(userId: string, turnId: string, input: TurnInput, locale: Locale, signal: AbortSignal, title: string) {
    const end = (ending: TurnEnding) =>
      deps.publish(userId, { type: 'voice-chat.error', turnId, code: ending.code, message: deps.translate(locale, ending.key) });
    const language = speechLanguageOf(locale);
    const partner = partnerOf(input.partner);

    if (!deps.chat) {
      const reply = await deps.builtinTutor!.answer({ question: input.text, gradeBand: 'middle', locale });
      const text = spokenTextOf(reply);
      if (text === null || (await deps.screen(userId, { learnerText: input.text, partnerText: text, title }, new Date())))
        return end(text === null ? turnEndings.builtinCannotAnswer : turnEndings.flagged);
      await deps.publish(userId, { type: 'voice-chat.delta', turnId, seq: 0, text });
      return deps.publish(userId, { type: 'voice-chat.done', turnId, text });
    }

    const messages: ChatMessage[] = partner
      ? partnerMessages(partner.course.title, partner.scenario, input.history, input.text)
      : tutorMessages(language, input.history, input.text);
    const pieces = createSpokenPieces();
    let sent = '';
    let seq = 0;
    let flagged = false;
    // Pieces are screened and published one after another, in the order the model wrote them.
    let relay: Promise<void> = Promise.resolve();
    const forward = (piece: string) => {
      relay = relay.then(async () => {
        if (flagged || !piece.trim()) return;
        if (await deps.screen(userId, { learnerText: input.text, partnerText: sent + piece, title }, new Date())) {
          flagged = true;
          controller.abort();
          return;
        }
        sent += piece;
        await deps.publish(userId, { type: 'voice-chat.delta', turnId, seq: seq++, text: piece });
      });
    };
    const controller = new AbortController();
    const stop = () => controller.abort();
    signal.addEventListener('abort', stop);
    try {
      await deps.chat.complete(messages, { signal: controller.signal, onText: (text) => pieces.push(text).forEach(forward) });
      forward(pieces.rest());
      await relay;
    } catch (err) {
      await relay;
      if (flagged) return end(turnEndings.flagged);
      if (signal.aborted) return end(turnEndings.cancelled);
      deps.onError(err);
      return end(turnEndings.unavailable);
    } finally {
      signal.removeEventListener('abort', stop);
    }
    if (flagged) return end(turnEndings.flagged);
    if (signal.aborted) return end(turnEndings.cancelled);
    return deps.publish(userId, { type: 'voice-chat.done', turnId, text: sent });
  }

  return {
    /** Who answers and which language partners there are; the tutor speaks `locale`. */
    options(locale: Locale): VoiceChatOptions {
      return {
        engine: deps.chat ? 'model' : 'builtin',
        tutorLanguage: speechLanguageOf(locale),
        courses: deps.partners.map((course) => ({
          id: course.id,
          title: course.title,
          nativeTitle: course.nativeTitle,
          speechLanguage: course.id,
          scenarios: course.scenarios.map(({ id, level, title, scenario, partner }) => ({ id, level, title, scenario, partner })),
        })),
      };
    },

    /**
     * Starts a turn and answers at once with its id; the reply follows on the learner's realtime
     * socket. Refused before anything is sent to a model: a child without their parent's voice
     * permission, an unknown partner, a language partner with no model configured, and words that
     * raise a safety concern (stored flagged for the parent or teacher).
     */
    async startTurn(userId: string, input: TurnInput, locale: Locale, now = new Date()): Promise<{ turnId: string }> {
      if (!(await deps.voice.voiceAllowed(userId))) throw voiceChatErrors.parentPermissionRequired();
      const partner = partnerOf(input.partner);
      if (partner && !deps.chat) throw voiceChatErrors.partnerNeedsModel();
      const title = partner ? `${partner.course.title}: ${partner.scenario.scenario}` : input.text;
      if (await deps.screen(userId, { learnerText: input.text, title }, now)) throw voiceChatErrors.flagged();
      const turnId = randomUUID();
      const controller = new AbortController();
      running.set(turnId, { userId, controller });
      void generate(userId, turnId, input, locale, controller.signal, title)
        .catch(deps.onError)
        .finally(() => running.delete(turnId));
      return { turnId };
    },

    /** Interrupts a turn, wherever it is being generated (a turn already finished, or another user's, is left alone). */
    cancel: (userId: string, turnId: string) => deps.broadcastCancel(userId, turnId),

    /** A cancel arrived from some server: abort the model call if this server is generating that turn for that user. */
    cancelled(userId: string, turnId: string) {
      const turn = running.get(turnId);
      if (turn?.userId === userId) turn.controller.abort();
    },

    /** The server is closing: every turn it generates stops (the learner sees it end). */
    abortAll() {
      for (const turn of running.values()) turn.controller.abort();
    },

    /** Turns this server is generating (tests watch a cancelled one stop). */
    runningCount: () => running.size,
  };
}

export type VoiceChatService = ReturnType<typeof createVoiceChatService>;
