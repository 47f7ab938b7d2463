import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** `hang`: never answer; `thenHang`/`thenDrop`: stream the chunks, then stall or cut the connection; `delayMs` between chunks. */
export type FakeReply = { status?: number; chunks?: string[]; hang?: boolean; thenHang?: boolean; thenDrop?: boolean; delayMs?: number };
export type FakeOpenAi = {
  url: string;
  requests: {
    headers: IncomingMessage['headers'];
    body: { model: string; stream: boolean; messages: { role: string; content: string }[] };
  }[];
  reply: (next: FakeReply) => void;
  close: () => Promise<void>;
};

/** A local OpenAI-compatible server for tests: streams the configured chunks as server-sent events. */
export async function startFakeOpenAi(): Promise<FakeOpenAi> {
  let next: FakeReply = { chunks: ['Hello'] };
  const requests: FakeOpenAi['requests'] = [];
  const server: Server = createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      requests.push({ headers: req.headers, body: JSON.parse(raw) });
      const reply = next;
      if (reply.hang) return;
      if (reply.status && reply.status !== 200) {
        res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const chunk of reply.chunks ?? []) {
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: chunk } }] })}\n\n`);
        if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      }
      if (reply.thenHang) return;
      if (reply.thenDrop) {
        // Let the chunks reach the client before the connection is cut.
        await new Promise((resolve) => setTimeout(resolve, 50));
        res.destroy();
        return;
      }
      res.end('data: [DONE]\n\n');
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
