import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { PASSWORD, login, registerMember, type Registered } from './members';
import { createTestApp, type TestApp } from './test-app';

/** A test app whose document storage is a fresh temporary folder (removed by `close`). */
export async function createKycTestApp(): Promise<TestApp & { documentsDir: string }> {
  const documentsDir = await mkdtemp(join(tmpdir(), 'halimbawa-docs-'));
  const t = await createTestApp({ DOCUMENTS_DIR: documentsDir });
  return {
    ...t,
    documentsDir,
    close: async () => {
      await t.close();
      await rm(documentsDir, { recursive: true, force: true });
    },
  };
}

export const GOOD = {
  personal: {
    gender: 'Female',
    firstName: 'Maria',
    middleName: 'Clara',
    lastName: 'Santos',
    birthDay: '7',
    birthMonth: '3',
    birthYear: '1990',
    maritalStatus: 'Single',
    nationality: 'Filipino',
    isAgree: 'on',
  },
  address: { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati City', streetAddress: '#12 Ayala Avenue, Brgy. San Lorenzo', postalCode: '1226' },
  references: { refFullName1: 'Ana Reyes', refRelationship1: 'Sister', refPhoneNumber1: '9181234567' },
  identity: { identityType: 'Passport', identityNumber: 'P1234567A' },
  bank: { bankName: 'BDO Unibank', accountName: 'Maria Santos', accountNumber: '001234567890', confirmAccountNumber: '001234567890' },
};

/** A small real photo of the given format. */
export function photo(format: 'jpeg' | 'png' | 'webp' = 'jpeg', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 90, b: 160 } } })[format]().toBuffer();
}

export type Kind = 'ID_FRONT' | 'ID_BACK' | 'SELFIE';

export function upload(t: TestApp, token: string, kind: Kind | null, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg') {
  const req = t.call('post', '/member/documents', { token });
  if (kind) req.field('kind', kind);
  return req.attach('file', data, { filename, contentType });
}

export async function uploadAll(t: TestApp, token: string): Promise<Record<Kind, string>> {
  const ids = {} as Record<Kind, string>;
  for (const kind of ['ID_FRONT', 'ID_BACK', 'SELFIE'] as const) {
    const res = await upload(t, token, kind, await photo());
    if (res.status !== 201) throw new Error(`upload failed: ${res.status} ${res.text}`);
    ids[kind] = res.body.id;
  }
  return ids;
}

export async function patchStep(t: TestApp, token: string, step: keyof typeof GOOD, body: Record<string, unknown> = GOOD[step]) {
  return t.call('patch', `/member/update/${step}`, { token }).send(body);
}

/** Registers a member and walks the wizard through `upTo` (inclusive). */
export async function memberAt(t: TestApp, upTo: keyof typeof GOOD | null): Promise<Registered> {
  const m = await registerMember(t);
  const steps = ['personal', 'address', 'references', 'identity', 'bank'] as const;
  if (upTo === null) return m;
  for (const step of steps) {
    if (step === 'identity') await uploadAll(t, m.accessToken);
    const res = await patchStep(t, m.accessToken, step);
    if (res.status !== 200) throw new Error(`${step} failed: ${res.status} ${res.text}`);
    if (step === upTo) break;
  }
  return m;
}

export async function officerToken(t: TestApp): Promise<string> {
  const res = await login(t, '9000000001', 'Officer#2026');
  if (res.status !== 200) throw new Error(`officer login failed: ${res.status} ${res.text}`);
  return res.body.accessToken;
}

export { PASSWORD };
