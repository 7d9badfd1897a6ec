import { existsSync, readFileSync } from 'node:fs';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { envReader, type Env } from '../../config/env-reader';

export interface S3StorageSettings {
  /** e.g. https://s3.ap-southeast-1.amazonaws.com, or a MinIO / R2 endpoint. */
  endpoint: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Prepended to every key, e.g. "identity-documents/". */
  prefix: string;
  /** Address the bucket as https://bucket.host/key instead of https://host/bucket/key. */
  virtualHosted: boolean;
}

export interface DocumentStorageSettings {
  provider: 'local' | 's3';
  /** Local disk folder (provider local): private, outside any static path. */
  dir: string;
  s3: S3StorageSettings | null;
}


/** The repository root (the folder whose package.json declares the workspaces). */
export function repositoryRoot(from = __dirname): string {
  let dir = from;
  for (;;) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) {
      try {
        if (JSON.parse(readFileSync(pkg, 'utf8')).workspaces) return dir;
      } catch {
        // not a readable package.json: keep looking
      }
    }
    const parent = dirname(dir);
    if (parent === dir) return process.cwd();
    dir = parent;
  }
}

/**
 * DOCUMENT_STORAGE (local | s3, default local), DOCUMENTS_DIR (default <repo>/.data/documents,
 * git-ignored), and for s3: DOCUMENTS_S3_ENDPOINT, DOCUMENTS_S3_REGION (default us-east-1),
 * DOCUMENTS_S3_BUCKET, DOCUMENTS_S3_ACCESS_KEY_ID, DOCUMENTS_S3_SECRET_ACCESS_KEY,
 * DOCUMENTS_S3_PREFIX (default "identity-documents/"), DOCUMENTS_S3_VIRTUAL_HOSTED (true | false).
 * Problems are added to `problems` (loadConfig reports them all at once).
 */
export function readDocumentStorageSettings(env: Env, problems: string[]): DocumentStorageSettings {
  const { read, oneOf } = envReader(env, problems);
  const provider = oneOf('DOCUMENT_STORAGE', ['local', 's3'] as const, 'local');

  const dirRaw = read('DOCUMENTS_DIR');
  const dir = dirRaw ? (isAbsolute(dirRaw) ? dirRaw : resolve(dirRaw)) : join(repositoryRoot(), '.data', 'documents');

  let s3: S3StorageSettings | null = null;
  if (provider === 's3') {
    const endpoint = read('DOCUMENTS_S3_ENDPOINT');
    try {
      if (!endpoint || !['https:', 'http:'].includes(new URL(endpoint).protocol)) throw new Error('url');
    } catch {
      problems.push('DOCUMENTS_S3_ENDPOINT must be an http or https URL when DOCUMENT_STORAGE=s3.');
    }
    const required = (name: string) => {
      const value = read(name);
      if (!value) problems.push(`${name} is required when DOCUMENT_STORAGE=s3.`);
      return value ?? '';
    };
    s3 = {
      endpoint: (endpoint ?? '').replace(/\/+$/, ''),
      region: read('DOCUMENTS_S3_REGION') ?? 'us-east-1',
      bucket: required('DOCUMENTS_S3_BUCKET'),
      accessKeyId: required('DOCUMENTS_S3_ACCESS_KEY_ID'),
      secretAccessKey: required('DOCUMENTS_S3_SECRET_ACCESS_KEY'),
      prefix: read('DOCUMENTS_S3_PREFIX') ?? 'identity-documents/',
      virtualHosted: read('DOCUMENTS_S3_VIRTUAL_HOSTED') === 'true',
    };
  }
  return { provider, dir, s3 };
}
