// A local OpenAI-compatible chat server for the browser journeys (voice chat): it streams a short
// scripted reply, or a slow counting one when asked to count, so a journey can interrupt it.
import { createServer } from 'node:http';

const greeting = ['¡Hola! ', 'Me llamo Ana. ', '¿Y tú, cómo te llamas?'];
const counting = ['Uno. ', 'Dos. ', 'Tres. ', 'Cuatro. ', 'Cinco. ', 'Seis. ', 'Siete. ', 'Ocho. ', 'Nueve. ', 'Diez.'];

export async function startFakeModel() {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const messages = JSON.parse(raw || '{}').messages ?? [];
      const said = String(messages.at(-1)?.content ?? '').toLowerCase();
      const slow = said.includes('cuenta');
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      let open = true;
      res.on('close', () => (open = false));
      for (const piece of slow ? counting : greeting) {
        if (!open) return;
        res.write(`data: ${JSON.stringify({ choices: [{ delta: { content: piece } }] })}\n\n`);
        await new Promise((resolve) => setTimeout(resolve, slow ? 1500 : 100));
      }
      res.end('data: [DONE]\n\n');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/v1`, close: () => server.close() };
}
