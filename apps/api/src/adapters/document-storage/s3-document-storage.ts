import { DocumentStorage, assertStorageKey } from './document-storage';
import type { S3StorageSettings } from './document-storage.config';
import { EMPTY_SHA256, sha256Hex, signRequest } from './sigv4';

type Fetch = typeof fetch;

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) through plain HTTPS requests signed
 * with AWS Signature Version 4. The bucket must be private (no public ACL or policy); objects
 * are written with server-side encryption.
 */
export class S3DocumentStorage extends DocumentStorage {
  readonly provider = 's3';

  constructor(
    private readonly settings: S3StorageSettings,
    private readonly fetchFn: Fetch = fetch,
    private readonly now: () => Date = () => new Date(),
  ) {
    super();
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    const res = await this.request('PUT', key, data, { 'content-type': contentType, 'x-amz-server-side-encryption': 'AES256' });
    if (!res.ok) throw new Error(`S3 PUT failed with ${res.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.request('GET', key);
    if (res.status === 404) return null;
    if (!res.ok) throw new Error(`S3 GET failed with ${res.status}`);
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.request('DELETE', key);
    // S3 answers 204 whether or not the object existed.
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE failed with ${res.status}`);
  }

  /** The object's URL (exported for tests). */
  objectUrl(key: string): URL {
    assertStorageKey(key);
    const { endpoint, bucket, prefix, virtualHosted } = this.settings;
    const base = new URL(endpoint);
    const objectKey = `${prefix}${key}`.split('/').map(encodeURIComponent).join('/');
    if (virtualHosted) return new URL(`${base.protocol}//${bucket}.${base.host}${base.pathname.replace(/\/$/, '')}/${objectKey}`);
    return new URL(`${endpoint}/${encodeURIComponent(bucket)}/${objectKey}`);
  }

  private async request(method: 'GET' | 'PUT' | 'DELETE', key: string, body?: Buffer, headers: Record<string, string> = {}) {
    const url = this.objectUrl(key);
    const signed = signRequest({
      method,
      url,
      headers,
      payloadSha256: body ? sha256Hex(body) : EMPTY_SHA256,
      region: this.settings.region,
      accessKeyId: this.settings.accessKeyId,
      secretAccessKey: this.settings.secretAccessKey,
      now: this.now(),
    });
    const { host: _host, ...sendHeaders } = signed;
    return this.fetchFn(url, {
      method,
      headers: sendHeaders,
      body: body ? new Uint8Array(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  }
}
