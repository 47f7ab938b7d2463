import { z } from 'zod';

/** The spec's realtime figures: the server pings every 30 s, the client retries after 1, 2, 5, 10 s, requests time out after 10 s. */
export const realtimeHeartbeatMs = 30_000;
export const realtimeReconnectDelaysMs = [1000, 2000, 5000, 10_000] as const;
export const realtimeRequestTimeoutMs = 10_000;

/** The largest message a client may send on the socket (they are small JSON commands). */
export const realtimeMaxClientMessageBytes = 4096;

/** What a client may send: a heartbeat of its own (the browser cannot see protocol pings), answered with `pong`. */
export const realtimeClientMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ping'), id: z.string().max(64) }),
]);
export type RealtimeClientMessage = z.infer<typeof realtimeClientMessageSchema>;

const turnId = z.uuid();

/** What the server sends: `ready` once the socket is subscribed, `pong` to a client ping, and the events published to the user. */
export const realtimeServerMessageSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('ready') }),
  z.strictObject({ type: z.literal('pong'), id: z.string().max(64) }),
  /** A piece of a voice-chat reply, screened before it was sent; `seq` counts from 0 within the turn. */
  z.strictObject({ type: z.literal('voice-chat.delta'), turnId, seq: z.number().int().min(0), text: z.string() }),
  /** The reply is complete; `text` is the whole reply as screened (the deltas joined). */
  z.strictObject({ type: z.literal('voice-chat.done'), turnId, text: z.string() }),
  /** The turn ended without a full reply: `code` says why, `message` is translated into the learner's language. */
  z.strictObject({ type: z.literal('voice-chat.error'), turnId, code: z.string(), message: z.string() }),
]);
export type RealtimeServerMessage = z.infer<typeof realtimeServerMessageSchema>;
export type RealtimeEvent = Exclude<RealtimeServerMessage, { type: 'ready' | 'pong' }>;
export type RealtimeEventType = RealtimeEvent['type'];
