import { createServer, type IncomingMessage, type Server } from 'node:http';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStorage } from '../../app.js';
import { testConfig } from '../../config.js';
import { createLocalDiskStorage } from './local-disk-storage.js';
import { createS3Storage } from './s3-storage.js';

const key = 'worksheets/0b6f5a3e-3c1e-4a59-9c31-2f7e8d1c9a10';
const bytes = new Uint8Array([37, 80, 68, 70, 45, 0, 255, 1, 2, 3]);

/** The smallest S3 that the SDK accepts: path-style PUT, GET and DELETE of objects, kept in memory. */
function fakeS3() {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  const requests: { method: string; url: string; authorization: string | undefined }[] = [];
  const read = async (req: IncomingMessage) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };
  const server: Server = createServer(async (req, res) => {
    const url = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
    requests.push({ method: req.method!, url, authorization: req.headers.authorization });
    if (req.method === 'PUT') {
      objects.set(url, { body: await read(req), contentType: req.headers['content-type'] });
      res.writeHead(200, { etag: '"1"' }).end();
    } else if (req.method === 'GET') {
      const object = objects.get(url);
      if (!object)
        return res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
      res
        .writeHead(200, { 'content-type': object.contentType ?? 'application/octet-stream', 'content-length': object.body.length })
        .end(object.body);
    } else if (req.method === 'DELETE') {
      objects.delete(url);
      res.writeHead(204).end();
    } else res.writeHead(405).end();
  });
  return { server, objects, requests };
}

describe('S3-compatible storage', () => {
  const fake = fakeS3();
  let endpoint: string;
  beforeAll(async () => {
    await new Promise<void>((resolve) => fake.server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(fake.server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => fake.server.close(() => resolve())));

  it('puts, gets and deletes objects under the prefix, signed, path-style', async () => {
    const storage = createS3Storage({
      bucket: 'brainboost-files',
      region: 'eu-west-1',
      endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
      prefix: 'school-a/',
    });
    await storage.put(key, bytes, 'application/pdf');
    expect(fake.objects.get(`/brainboost-files/school-a/${key}`)).toEqual({ body: Buffer.from(bytes), contentType: 'application/pdf' });
    expect(await storage.get(key)).toEqual(bytes);
    await storage.delete(key);
    expect(fake.objects.size).toBe(0);
    await expect(storage.get(key)).rejects.toThrow();
    expect(fake.requests.map((r) => r.method)).toEqual(['PUT', 'GET', 'DELETE', 'GET']);
    expect(fake.requests.every((r) => r.authorization?.startsWith('AWS4-HMAC-SHA256 Credential=test-key/'))).toBe(true);
  });

  it('refuses keys that could leave their folder', async () => {
    const storage = createS3Storage({ bucket: 'brainboost-files', region: 'eu-west-1', endpoint, forcePathStyle: true, prefix: '' });
    await expect(storage.put('../etc/passwd', bytes, 'text/plain')).rejects.toThrow(/invalid storage key/);
  });
});

describe('local disk storage', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(tmpdir(), 'bb-storage-'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('writes private files atomically, reads them back and deletes them', async () => {
    const storage = createLocalDiskStorage(root);
    await storage.put(key, bytes, 'application/pdf');
    expect(await storage.get(key)).toEqual(bytes);
    expect((await stat(path.join(root, key))).mode & 0o777).toBe(0o600);
    expect(await readdir(path.join(root, 'worksheets'))).toEqual([path.basename(key)]);
    await storage.delete(key);
    await storage.delete(key);
    expect(await readdir(path.join(root, 'worksheets'))).toEqual([]);
    await expect(storage.get('worksheets/../../secret')).rejects.toThrow(/invalid storage key/);
  });
});

describe('storage configuration', () => {
  it('uses local disk under the data dir by default and an S3-compatible bucket when one is named', () => {
    expect(createStorage(testConfig({ DATA_DIR: '/tmp/bb-data' })).kind).toBe('local');
    expect(
      createStorage(testConfig({ S3_BUCKET: 'school-files', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' })).kind,
    ).toBe('s3');
  });
  it('names a bad storage variable', () => {
    expect(() => testConfig({ S3_BUCKET: 'Not A Bucket', S3_PREFIX: 'no-slash' })).toThrow(
      /S3_BUCKET: must be an S3 bucket name[\s\S]*S3_PREFIX: must be empty or end with \//,
    );
  });
});
