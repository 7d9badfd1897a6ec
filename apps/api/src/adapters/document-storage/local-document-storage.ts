import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import { DocumentStorage, assertStorageKey } from './document-storage';

/**
 * Files in a private folder on the local disk (DOCUMENTS_DIR), readable by the API's user only.
 * The folder is outside any static path: the only way to an image is through the API.
 */
export class LocalDocumentStorage extends DocumentStorage {
  readonly provider = 'local';
  private ready: Promise<void> | null = null;

  constructor(private readonly dir: string) {
    super();
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertStorageKey(key);
    await this.ensureDir();
    // Written under a temporary name, then renamed: a reader never sees half a file.
    const tmp = join(this.dir, `.${key}.${randomUUID()}.tmp`);
    await writeFile(tmp, data, { mode: 0o600, flag: 'wx' });
    await rename(tmp, this.path(key));
  }

  async get(key: string): Promise<Buffer | null> {
    assertStorageKey(key);
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertStorageKey(key);
    await rm(this.path(key), { force: true });
  }

  private path(key: string): string {
    return join(this.dir, key);
  }

  private ensureDir(): Promise<void> {
    this.ready ??= mkdir(this.dir, { recursive: true, mode: 0o700 }).then(() => undefined);
    return this.ready;
  }
}
