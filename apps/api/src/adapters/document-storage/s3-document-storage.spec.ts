import { HeadObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageSettings } from './document-storage.config';
import { S3DocumentStorage } from './s3-document-storage';

// An S3-compatible server in this process, on a free loopback port, with its files in a
// temporary folder removed afterwards. It knows one key pair (S3RVER) and refuses other keys;
// it does not check SigV4 signatures, so the last test looks at the signed request itself.
describe('S3DocumentStorage', () => {
  let dir: string;
  let server: S3rver;
  let settings: S3StorageSettings;
  const key = '0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11';

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 's3-spec-'));
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir, configureBuckets: [{ name: 'docs', configs: [] }] });
    const { port } = await server.run();
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'ap-southeast-1',
      bucket: 'docs',
      accessKeyId: 'S3RVER',
      secretAccessKey: 'S3RVER',
      prefix: 'identity-documents/',
      virtualHosted: false,
    };
  });

  afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('puts, gets and deletes an object; a missing key reads as null and deletes without error', async () => {
    const storage = new S3DocumentStorage(settings);
    await storage.put(key, Buffer.from('image bytes'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('image bytes');
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('stores the object path-style under the prefix, with its content type', async () => {
    await new S3DocumentStorage(settings).put(key, Buffer.from('png'), 'image/png');
    const plain = new S3Client({ ...settings, credentials: settings, forcePathStyle: true });
    const head = await plain.send(new HeadObjectCommand({ Bucket: 'docs', Key: `identity-documents/${key}` }));
    expect(head.ContentType).toBe('image/png');
    expect(head.ContentLength).toBe(3);
  });

  it('sends its credentials: an unknown access key is refused', async () => {
    const storage = new S3DocumentStorage({ ...settings, accessKeyId: 'UNKNOWN' });
    await expect(storage.put(key, Buffer.from('x'), 'image/jpeg')).rejects.toMatchObject({ name: 'InvalidAccessKeyId' });
  });

  it('refuses keys that are not UUIDs', async () => {
    const storage = new S3DocumentStorage(settings);
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Invalid document storage key.');
    await expect(storage.put('a/b', Buffer.from('x'), 'image/jpeg')).rejects.toThrow('Invalid document storage key.');
  });

  it('addresses the bucket as a host name when DOCUMENTS_S3_VIRTUAL_HOSTED, with server-side encryption', async () => {
    const storage = new S3DocumentStorage({ ...settings, endpoint: 'https://s3.example.test', virtualHosted: true });
    const sent: { hostname: string; path: string; headers: Record<string, string> }[] = [];
    // Stops each request once built, before it leaves: nothing answers at that host.
    storage.client.middlewareStack.add(
      () => async (args) => {
        sent.push(args.request as (typeof sent)[number]);
        throw new Error('not sent');
      },
      { step: 'finalizeRequest', priority: 'low' },
    );
    await expect(storage.put(key, Buffer.from('x'), 'image/webp')).rejects.toThrow('not sent');
    expect(sent[0]).toMatchObject({ hostname: 'docs.s3.example.test', path: `/identity-documents/${key}` });
    expect(sent[0].headers).toMatchObject({ 'content-type': 'image/webp', 'x-amz-server-side-encryption': 'AES256' });
    expect(sent[0].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=S3RVER\/\d{8}\/ap-southeast-1\/s3\/aws4_request/);
  });
});
