import { EMPTY_SHA256, sha256Hex, signRequest } from './sigv4';
import { S3DocumentStorage } from './s3-document-storage';

// The examples of AWS's "Signature Calculations for the Authorization Header" (S3 API reference).
const credentials = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('signRequest (AWS SigV4)', () => {
  it('signs the GET Object example', () => {
    const headers = signRequest({
      ...credentials,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { Range: 'bytes=0-9' },
      payloadSha256: EMPTY_SHA256,
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the PUT Object example (a key that needs encoding, a body)', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signRequest({
      ...credentials,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: { Date: 'Fri, 24 May 2013 00:00:00 GMT', 'x-amz-storage-class': 'REDUCED_REDUNDANCY' },
      payloadSha256: sha256Hex(body),
    });
    expect(headers.authorization).toContain('SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class');
    expect(headers.authorization).toContain('Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd');
  });
});

describe('S3DocumentStorage', () => {
  const settings = {
    endpoint: 'https://minio.internal:9000',
    region: 'ap-southeast-1',
    bucket: 'docs',
    accessKeyId: 'AKIDEXAMPLE',
    secretAccessKey: 'secret',
    prefix: 'identity-documents/',
    virtualHosted: false,
  };
  const key = '0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11';

  it('addresses objects path-style or virtual-hosted, and refuses keys that are not UUIDs', () => {
    expect(new S3DocumentStorage(settings).objectUrl(key).href).toBe(`https://minio.internal:9000/docs/identity-documents/${key}`);
    expect(new S3DocumentStorage({ ...settings, virtualHosted: true }).objectUrl(key).href).toBe(
      `https://docs.minio.internal:9000/identity-documents/${key}`,
    );
    expect(() => new S3DocumentStorage(settings).objectUrl('../../etc/passwd')).toThrow();
  });

  it('sends signed PUT, GET and DELETE requests and maps 404 to null', async () => {
    const calls: { url: string; method: string; headers: Record<string, string> }[] = [];
    const responses = [new Response(null, { status: 200 }), new Response(Buffer.from('abc'), { status: 200 }), new Response(null, { status: 404 }), new Response(null, { status: 204 })];
    const fakeFetch = (async (url: URL, init: RequestInit) => {
      calls.push({ url: String(url), method: String(init.method), headers: init.headers as Record<string, string> });
      return responses.shift()!;
    }) as unknown as typeof fetch;
    const storage = new S3DocumentStorage(settings, fakeFetch, () => new Date('2026-01-02T03:04:05Z'));
    await storage.put(key, Buffer.from('abc'), 'image/jpeg');
    expect((await storage.get(key))?.toString()).toBe('abc');
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
    expect(calls.map((c) => c.method)).toEqual(['PUT', 'GET', 'GET', 'DELETE']);
    expect(calls[0].headers['x-amz-content-sha256']).toBe(sha256Hex('abc'));
    expect(calls[0].headers['x-amz-server-side-encryption']).toBe('AES256');
    expect(calls[0].headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIDEXAMPLE\/20260102\/ap-southeast-1\/s3\/aws4_request, SignedHeaders=content-type;host;/);
  });
});
