import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What a request to a path gets: a JSON body with a status, or no answer at all (`hang`). */
export type FakeTranslationReply = { status?: number; json?: unknown; hang?: boolean };
export type FakeTranslationServer = {
  url: string;
  requests: { method: string | undefined; url: string | undefined; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  /** Sets the answer for a path (`/languages`, `/translate`, `/v2/translate`) until it is set again. */
  reply: (path: string, next: FakeTranslationReply) => void;
  close: () => Promise<void>;
};

/** A local LibreTranslate- or DeepL-like JSON server for tests; an unset path answers 404. */
export async function startFakeTranslationServer(): Promise<FakeTranslationServer> {
  const replies = new Map<string, FakeTranslationReply>();
  const requests: FakeTranslationServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      const reply = replies.get(req.url ?? '') ?? { status: 404, json: { error: 'Not Found' } };
      if (reply.hang) return;
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' }).end(JSON.stringify(reply.json ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    reply: (path, next) => replies.set(path, next),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
