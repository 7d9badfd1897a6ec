import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { DocumentStorage, assertStorageKey } from './document-storage';
import type { S3StorageSettings } from './document-storage.config';

/**
 * An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2...) through the AWS SDK. The bucket must
 * be private (no public ACL or policy); objects are written with server-side encryption.
 */
export class S3DocumentStorage extends DocumentStorage {
  readonly provider = 's3';
  /** The SDK client (a test adds middleware to it to see the requests). */
  readonly client: S3Client;

  constructor(private readonly settings: S3StorageSettings) {
    super();
    this.client = new S3Client({
      endpoint: settings.endpoint,
      region: settings.region,
      credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
      // https://host/bucket/key unless DOCUMENTS_S3_VIRTUAL_HOSTED: what S3-compatible servers expect.
      forcePathStyle: !settings.virtualHosted,
      // Checksums only where S3 requires them: not every S3-compatible server knows the newer ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ ...this.object(key), Body: data, ContentType: contentType, ServerSideEncryption: 'AES256' }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const object = await this.client.send(new GetObjectCommand(this.object(key)));
      return Buffer.from(await object.Body!.transformToByteArray());
    } catch (error) {
      if (error instanceof NoSuchKey) return null;
      throw error;
    }
  }

  /** S3 answers 204 whether or not the object existed. */
  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand(this.object(key)));
  }

  private object(key: string): { Bucket: string; Key: string } {
    assertStorageKey(key);
    return { Bucket: this.settings.bucket, Key: `${this.settings.prefix}${key}` };
  }
}
