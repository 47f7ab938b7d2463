import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next request gets: audio of a content type, an error status, or no answer at all (`hang`). */
export type FakeSpeechReply = { status?: number; contentType?: string; body?: Buffer; hang?: boolean };
export type FakeSpeechServer = {
  url: string;
  requests: { url: string | undefined; headers: IncomingMessage['headers']; body: Record<string, unknown> }[];
  reply: (next: FakeSpeechReply) => void;
  close: () => Promise<void>;
};

/** A local OpenAI-compatible `/v1/audio/speech` server for tests (MP3-looking bytes by default). */
export async function startFakeSpeechServer(): Promise<FakeSpeechServer> {
  let next: FakeSpeechReply = {};
  const requests: FakeSpeechServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      requests.push({ url: req.url, headers: req.headers, body: JSON.parse(raw || '{}') as Record<string, unknown> });
      const reply = next;
      if (reply.hang) return;
      if (reply.status && reply.status !== 200) {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      res
        .writeHead(200, { 'content-type': reply.contentType ?? 'audio/mpeg' })
        .end(reply.body ?? Buffer.concat([Buffer.from('ID3'), Buffer.alloc(2000, 7)]));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v1`,
    requests,
    reply: (r) => (next = r),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
