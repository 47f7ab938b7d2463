import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the next request gets: a transcript, an error status, a body that is not JSON, or no answer at all (`hang`). */
export type FakeTranscriptionReply = { status?: number; text?: string; raw?: string; hang?: boolean };
export type FakeTranscriptionServer = {
  url: string;
  /** What each request carried: its path, headers, form fields and the uploaded file. */
  requests: {
    url: string | undefined;
    headers: IncomingHttpHeaders;
    fields: Record<string, string>;
    file: { name: string; type: string; bytes: number } | null;
  }[];
  reply: (next: FakeTranscriptionReply) => void;
  close: () => Promise<void>;
};

/** A local OpenAI-compatible `/v1/audio/transcriptions` server for tests: it reads the multipart form as such a server would. */
export async function startFakeTranscriptionServer(): Promise<FakeTranscriptionServer> {
  let next: FakeTranscriptionReply = { text: 'hola' };
  const requests: FakeTranscriptionServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        const form = await new Request('http://fake/', {
          method: 'POST',
          headers: { 'content-type': req.headers['content-type'] ?? '' },
          body: Buffer.concat(chunks),
        })
          .formData()
          .catch(() => null);
        const fields: Record<string, string> = {};
        let file: FakeTranscriptionServer['requests'][number]['file'] = null;
        form?.forEach((value, key) => {
          if (typeof value === 'string') fields[key] = value;
          else file = { name: value.name, type: value.type, bytes: value.size };
        });
        requests.push({ url: req.url, headers: req.headers, fields, file });
        const reply = next;
        if (reply.hang) return;
        if (reply.status && reply.status !== 200) {
          res.writeHead(reply.status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'boom' } }));
          return;
        }
        res.writeHead(200, { 'content-type': 'application/json' }).end(reply.raw ?? JSON.stringify({ text: reply.text ?? '' }));
      })();
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
