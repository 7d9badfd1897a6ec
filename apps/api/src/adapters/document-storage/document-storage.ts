/**
 * Port: where identity images are kept (docs/product.md §0.8). Keys are random UUIDs chosen by the caller;
 * nothing stored here is ever reachable without going through the API's authenticated endpoints.
 */
export abstract class DocumentStorage {
  abstract readonly provider: string;
  abstract put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when there is nothing under the key. */
  abstract get(key: string): Promise<Buffer | null>;
  /** Deleting a key that does not exist is not an error. */
  abstract delete(key: string): Promise<void>;
}

const KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Keys are UUIDs only, so that no key can name a path or an object outside the store. */
export function assertStorageKey(key: string): void {
  if (!KEY.test(key)) throw new Error('Invalid document storage key.');
}
