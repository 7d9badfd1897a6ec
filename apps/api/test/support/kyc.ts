import { completeActivation, type ActivationStep, type DocumentKind } from '@halimbawa/testing';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { registerMember, type Registered } from './members';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose document storage is a fresh temporary folder (removed by `close`). */
export async function createKycTestApp(env: Record<string, string> = {}): Promise<TestApp & { documentsDir: string }> {
  const documentsDir = await mkdtemp(join(tmpdir(), 'halimbawa-docs-'));
  const t = await createTestApp({ ...env, DOCUMENTS_DIR: documentsDir });
  return {
    ...t,
    documentsDir,
    close: async () => {
      await t.close();
      await rm(documentsDir, { recursive: true, force: true });
    },
  };
}

/** A small real photo of the given format. */
export function photo(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })[format]().toBuffer();
}

/** One upload through supertest, for the tests of odd files, names and types. */
export function upload(t: TestApp, token: string, kind: DocumentKind | null, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const req = t.call('post', '/member/documents', { token });
  if (kind) req.field('kind', kind);
  return req.attach('file', data, { filename, contentType });
}

/** Registers a member and walks the activation wizard through `upTo` (inclusive; null: none). */
export async function memberAt(t: TestApp, upTo: ActivationStep | null): Promise<Registered> {
  const m = await registerMember(t);
  if (upTo) await completeActivation(t.api, m.accessToken, upTo);
  return m;
}
