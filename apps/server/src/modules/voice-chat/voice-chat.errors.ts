import { AppError } from '../../plugins/app-error.js';

/** Voice-chat errors; messages are keys of the `voiceChat` group in errors.json (and `voice` for the parent's permission). */
export const voiceChatErrors = {
  /** Contract 1 of issue 30: an under-13 account whose parent has not turned voice features on. */
  parentPermissionRequired: () => new AppError('voice.parentPermissionRequired', 403, 'voice.parentPermissionRequired'),
  partnerNotFound: () => new AppError('VOICE_CHAT_PARTNER_NOT_FOUND', 404, 'voiceChat.partnerNotFound'),
  /** Language partners are played by the configured model; without one there is nobody to talk to. */
  partnerNeedsModel: () => new AppError('VOICE_CHAT_MODEL_REQUIRED', 503, 'voiceChat.partnerNeedsModel'),
  /** The learner's own words raised a safety concern: nothing was sent to a model. */
  flagged: () => new AppError('VOICE_CHAT_FLAGGED', 422, 'voiceChat.flagged'),
};

/** Why a turn ended without a full reply, as sent in `voice-chat.error` events (code, then the errors.json key). */
export const turnEndings = {
  cancelled: { code: 'VOICE_CHAT_CANCELLED', key: 'voiceChat.cancelled' },
  flagged: { code: 'VOICE_CHAT_FLAGGED', key: 'voiceChat.replyFlagged' },
  unavailable: { code: 'VOICE_CHAT_PARTNER_UNAVAILABLE', key: 'voiceChat.partnerUnavailable' },
  builtinCannotAnswer: { code: 'VOICE_CHAT_BUILTIN_NO_ANSWER', key: 'voiceChat.builtinCannotAnswer' },
} as const;
export type TurnEnding = (typeof turnEndings)[keyof typeof turnEndings];
