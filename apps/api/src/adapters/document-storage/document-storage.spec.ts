import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from '../../config/app-config';
import { readDocumentStorageSettings, repositoryRoot } from './document-storage.config';
import { LocalDocumentStorage } from './local-document-storage';

describe('document storage settings', () => {
  it('defaults to the local disk in <repo>/.data/documents (git-ignored)', () => {
    const problems: string[] = [];
    const s = readDocumentStorageSettings({}, problems);
    expect(problems).toEqual([]);
    expect(s).toEqual({ provider: 'local', dir: join(repositoryRoot(), '.data', 'documents'), s3: null });
    expect(repositoryRoot()).not.toContain('apps');
  });

  it('needs every S3 setting when DOCUMENT_STORAGE=s3, and says which are missing', () => {
    expect(() => loadConfig({ DATABASE_URL: 'postgres://u:p@localhost/db', DOCUMENT_STORAGE: 's3' })).toThrow(/DOCUMENTS_S3_ENDPOINT[\s\S]*DOCUMENTS_S3_BUCKET/);
    const problems: string[] = [];
    const s = readDocumentStorageSettings(
      {
        DOCUMENT_STORAGE: 's3',
        DOCUMENTS_S3_ENDPOINT: 'https://s3.ap-southeast-1.amazonaws.com/',
        DOCUMENTS_S3_REGION: 'ap-southeast-1',
        DOCUMENTS_S3_BUCKET: 'halimbawa-docs',
        DOCUMENTS_S3_ACCESS_KEY_ID: 'AKID',
        DOCUMENTS_S3_SECRET_ACCESS_KEY: 'secret',
      },
      problems,
    );
    expect(problems).toEqual([]);
    expect(s.s3).toEqual({
      endpoint: 'https://s3.ap-southeast-1.amazonaws.com',
      region: 'ap-southeast-1',
      bucket: 'halimbawa-docs',
      accessKeyId: 'AKID',
      secretAccessKey: 'secret',
      prefix: 'identity-documents/',
      virtualHosted: false,
    });
  });

  it('refuses an unknown provider', () => {
    const problems: string[] = [];
    readDocumentStorageSettings({ DOCUMENT_STORAGE: 'ftp' }, problems);
    expect(problems).toEqual(['DOCUMENT_STORAGE must be one of local, s3 (got "ftp").']);
  });
});

describe('LocalDocumentStorage', () => {
  let dir: string;
  beforeEach(async () => {
    dir = join(await mkdtemp(join(tmpdir(), 'docs-spec-')), 'nested');
  });
  afterEach(() => rm(join(dir, '..'), { recursive: true, force: true }));

  const key = '0b6f5c1e-7a52-4f0e-9d55-3c0c2f1a9b11';

  it('puts, gets and deletes files readable by the owner only', async () => {
    const storage = new LocalDocumentStorage(dir);
    await storage.put(key, Buffer.from('image bytes'));
    expect((await storage.get(key))?.toString()).toBe('image bytes');
    expect((await stat(join(dir, key))).mode & 0o777).toBe(0o600);
    expect((await stat(dir)).mode & 0o077).toBe(0);
    expect(await readdir(dir)).toEqual([key]);
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it('refuses keys that could name another path', async () => {
    const storage = new LocalDocumentStorage(dir);
    await expect(storage.put('../escape', Buffer.from('x'))).rejects.toThrow('Invalid document storage key.');
    await expect(storage.get('../../etc/passwd')).rejects.toThrow('Invalid document storage key.');
  });
});
