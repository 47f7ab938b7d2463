import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createRealtimeClient, type RealtimeState } from './realtime-client';
import { reconnectDelayMs } from './reconnect-delay';

/** A socket the test drives: `serverSends` delivers a message, `serverCloses` ends it. */
class FakeSocket {
  static all: FakeSocket[] = [];
  sent: string[] = [];
  closed = false;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: string }) => void) | null = null;
  onclose: (() => void) | null = null;
  onerror: (() => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  serverSends(message: object) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  serverCloses() {
    this.onclose?.();
  }
}

const latest = () => FakeSocket.all.at(-1)!;

function setUp({ online = true } = {}) {
  const network = { online };
  let resume: () => void = () => {};
  const states: RealtimeState[] = [];
  const client = createRealtimeClient({
    url: 'ws://app.test/api/realtime',
    createSocket: (url) => new FakeSocket(url) as unknown as WebSocket,
    isOnline: () => network.online,
    onResume: (handler) => {
      resume = handler;
      return () => (resume = () => {});
    },
  });
  client.onState((state) => states.push(state));
  return { client, states, network, resume: () => resume() };
}

describe('realtime client', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('waits 1, 2, 5, 10 s between attempts, then 10 s each time', () => {
    expect([0, 1, 2, 3, 4, 9].map(reconnectDelayMs)).toEqual([1000, 2000, 5000, 10_000, 10_000, 10_000]);
  });

  it('reconnects on that schedule after losing the socket, and starts over once connected', () => {
    const { client, states } = setUp();
    client.start();
    latest().serverSends({ type: 'ready' });
    expect(client.state()).toBe('open');
    for (const wait of [1000, 2000, 5000, 10_000, 10_000]) {
      const sockets = FakeSocket.all.length;
      latest().serverCloses();
      expect(client.state()).toBe('reconnecting');
      vi.advanceTimersByTime(wait - 1);
      expect(FakeSocket.all).toHaveLength(sockets);
      vi.advanceTimersByTime(1);
      expect(FakeSocket.all).toHaveLength(sockets + 1);
    }
    latest().serverSends({ type: 'ready' });
    latest().serverCloses();
    vi.advanceTimersByTime(1000);
    expect(latest().closed).toBe(false);
    expect(states).toContain('reconnecting');
    client.stop();
  });

  it('pings every 30 s and reconnects when no pong arrives within 10 s', () => {
    const { client } = setUp();
    client.start();
    const first = latest();
    first.serverSends({ type: 'ready' });
    vi.advanceTimersByTime(29_999);
    expect(first.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(JSON.parse(first.sent[0]!)).toMatchObject({ type: 'ping' });
    first.serverSends({ type: 'pong', id: '1' });
    vi.advanceTimersByTime(30_000);
    expect(first.sent).toHaveLength(2);
    // No pong this time: after 10 s the socket is given up and a new one tried 1 s later.
    vi.advanceTimersByTime(10_000);
    expect(first.closed).toBe(true);
    expect(client.state()).toBe('reconnecting');
    vi.advanceTimersByTime(1000);
    expect(latest()).not.toBe(first);
    client.stop();
  });

  it('hands events to the handlers of their type only', () => {
    const { client } = setUp();
    const deltas: string[] = [];
    const stop = client.on('voice-chat.delta', (event) => deltas.push(event.text));
    client.start();
    const turnId = '6f2b4c1e-3d5a-4b7c-8e9f-0a1b2c3d4e5f';
    latest().serverSends({ type: 'ready' });
    latest().serverSends({ type: 'voice-chat.delta', turnId, seq: 0, text: 'Hola. ' });
    latest().serverSends({ type: 'voice-chat.done', turnId, text: 'Hola. ' });
    stop();
    latest().serverSends({ type: 'voice-chat.delta', turnId, seq: 1, text: 'again' });
    expect(deltas).toEqual(['Hola. ']);
    client.stop();
  });

  it('waits for the network while offline, and connects at once when the page comes back', () => {
    const { client, network, resume } = setUp({ online: false });
    client.start();
    expect(client.state()).toBe('offline');
    expect(FakeSocket.all).toHaveLength(0);
    network.online = true;
    resume();
    expect(FakeSocket.all).toHaveLength(1);
    latest().serverSends({ type: 'ready' });
    latest().serverCloses();
    // Visible again before the 1 s wait is over: no need to wait.
    resume();
    expect(FakeSocket.all).toHaveLength(2);
    client.stop();
    expect(client.state()).toBe('closed');
  });
});
