import { readFile, stat } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { envReader, type Env } from '../../config/env-reader';

export interface SanctionsListSettings {
  /** SANCTIONS_LIST_URL: where the scheduled job fetches the UN consolidated list (XML); none: only uploads. */
  url: string | null;
  /** SANCTIONS_REFRESH_S: seconds between fetches (default a day, at least 60). */
  refreshS: number;
  /** SANCTIONS_TIMEOUT_MS: how long one fetch may take (default 30 s). */
  timeoutMs: number;
}

/** SANCTIONS_LIST_URL (http:, https:, or file: for a copy kept on disk), SANCTIONS_REFRESH_S, SANCTIONS_TIMEOUT_MS. */
export function readSanctionsListSettings(env: Env, problems: string[]): SanctionsListSettings {
  const { int, url } = envReader(env, problems);
  return { url: url('SANCTIONS_LIST_URL', ['http:', 'https:', 'file:']), refreshS: int('SANCTIONS_REFRESH_S', 86_400, 60, 2_592_000), timeoutMs: int('SANCTIONS_TIMEOUT_MS', 30_000, 100, 300_000) };
}

/** Where the scheduled job reads the published list from: the text of the XML, at most `maxBytes`. */
export abstract class SanctionsListSource {
  abstract fetchList(maxBytes: number): Promise<string>;
}

type FetchFn = (url: string, init: { signal: AbortSignal; headers: Record<string, string> }) => Promise<Response>;

/** An http(s) URL: the publisher's address, or a mirror the operator keeps. */
export class HttpSanctionsListSource extends SanctionsListSource {
  constructor(
    private readonly url: string,
    private readonly timeoutMs: number,
    private readonly fetchFn: FetchFn = fetch,
  ) {
    super();
  }

  async fetchList(maxBytes: number): Promise<string> {
    const res = await this.fetchFn(this.url, { signal: AbortSignal.timeout(this.timeoutMs), headers: { accept: 'application/xml, text/xml' } });
    if (!res.ok || !res.body) throw new Error(`the sanctions list answered ${res.status}`);
    // Read up to the bound, so that an endless answer cannot fill the memory.
    const chunks: Uint8Array[] = [];
    let size = 0;
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      size += chunk.byteLength;
      if (size > maxBytes) throw new Error(`the sanctions list is larger than ${maxBytes} bytes`);
      chunks.push(chunk);
    }
    return Buffer.concat(chunks).toString('utf8');
  }
}

/** A file: URL: a copy on disk (tests, demos, or an operator who downloads it elsewhere). */
export class FileSanctionsListSource extends SanctionsListSource {
  constructor(private readonly url: string) {
    super();
  }

  async fetchList(maxBytes: number): Promise<string> {
    const path = fileURLToPath(this.url);
    if ((await stat(path)).size > maxBytes) throw new Error(`the sanctions list is larger than ${maxBytes} bytes`);
    return readFile(path, 'utf8');
  }
}

/** No SANCTIONS_LIST_URL: lists come only by upload, and the job never fetches. */
export class NoSanctionsListSource extends SanctionsListSource {
  fetchList(): Promise<string> {
    return Promise.reject(new Error('SANCTIONS_LIST_URL is not set'));
  }
}

/** The source SANCTIONS_LIST_URL names. */
export function sanctionsListSource(settings: SanctionsListSettings): SanctionsListSource {
  if (!settings.url) return new NoSanctionsListSource();
  return settings.url.startsWith('file:') ? new FileSanctionsListSource(settings.url) : new HttpSanctionsListSource(settings.url, settings.timeoutMs);
}
