import { Writable } from 'node:stream';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { AccessLog } from './request-log.js';

/** A stream that keeps each JSON line written to it. */
function lineCollector() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk, _encoding, callback) {
      for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  return { lines, stream };
}

describe('access log', () => {
  it('writes one line per answered request with method, path, status and time, and no credentials', async () => {
    const { lines, stream } = lineCollector();
    const app = Fastify({ logger: { level: 'info', stream }, logController: new AccessLog() });
    app.get('/api/thing', async () => ({ ok: true }));
    await app.ready();
    try {
      await app.inject({ url: '/api/thing?x=1', headers: { cookie: 'session=secret-value', authorization: 'Bearer secret-token' } });
      await app.inject({ url: '/api/missing' });
      const answered = lines.filter((line) => line.msg === 'request completed');
      expect(answered).toHaveLength(2);
      expect(lines.filter((line) => line.msg === 'incoming request')).toHaveLength(0);
      const [first, second] = answered;
      expect(first).toMatchObject({ method: 'GET', url: '/api/thing?x=1', ip: '127.0.0.1', statusCode: 200 });
      expect(typeof first?.responseTime).toBe('number');
      expect(typeof first?.reqId).toBe('string');
      expect(second).toMatchObject({ url: '/api/missing', statusCode: 404 });
      // Fastify's other lines stay: an unknown route is still reported.
      expect(lines.some((line) => String(line.msg).includes('not found'))).toBe(true);
      expect(JSON.stringify(lines)).not.toMatch(/secret-value|secret-token/);
    } finally {
      await app.close();
    }
  });

  it('logs an answer whose sending failed as an error, with the error', () => {
    const { lines, stream } = lineCollector();
    const log = pino({ level: 'info' }, stream);
    const request = { method: 'GET', url: '/api/export', ip: '203.0.113.7' } as FastifyRequest;
    const reply = { statusCode: 200, elapsedTime: 12.5, log } as unknown as FastifyReply;
    new AccessLog().requestCompleted(new Error('socket hang up'), request, reply);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 50,
      msg: 'request errored',
      method: 'GET',
      url: '/api/export',
      ip: '203.0.113.7',
      statusCode: 200,
      err: { message: 'socket hang up' },
    });
  });
});
