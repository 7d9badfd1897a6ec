import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { registerMember } from './support/members';
import { createKycTestApp, photo, upload } from './support/kyc';
import type { TestApp } from './support/test-app';
import { DECODER_BUSY_RETRY_S, decodeQueue, MAX_CONCURRENT_DECODES, MAX_WAITING_DECODES } from '../src/modules/documents/image-processing';
import { READS_PER_MEMBER } from '../src/modules/documents/documents.service';

// One member's flood of thumbnail views must not slow anyone else's upload: thumbnails are made
// once at upload and read from the storage, decodes wait in a bounded queue, and a member's reads
// are limited.

let t: TestApp & { documentsDir: string };
beforeAll(async () => {
  t = await createKycTestApp();
});
afterAll(() => t.close());

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** A PNG of many pixels and few bytes: one colour compresses to almost nothing. */
const bigFlatPng = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** Occupies every decode slot and every waiting place until `release` is called. */
function fillDecodeQueue(): { release: () => Promise<void> } {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const held = Array.from({ length: MAX_CONCURRENT_DECODES + MAX_WAITING_DECODES }, () => decodeQueue.run(() => gate));
  return {
    release: async () => {
      open();
      await Promise.all(held);
    },
  };
}

describe('document thumbnails and the decode queue', () => {
  it('stores the thumbnail at upload and serves it from the storage, decoding nothing', async () => {
    const m = await registerMember(t);
    const up = await upload(t, m.accessToken, 'ID_FRONT', await bigFlatPng(3000, 2000), 'id.png', 'image/png');
    expect(up.status).toBe(201);
    const [row] = await t.dataSource.query('SELECT thumb_storage_key, thumb_sha256 FROM identity_documents WHERE id = $1', [up.body.id]);
    expect(row.thumb_storage_key).toMatch(/^[0-9a-f-]{36}$/);
    const stored = await readFile(join(t.documentsDir, row.thumb_storage_key));
    expect(sha256(stored)).toBe(row.thumb_sha256);
    expect(await sharp(stored).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 213 });

    // With every decode slot and waiting place taken, a thumbnail view still answers: it decodes nothing.
    const queue = fillDecodeQueue();
    try {
      const thumb = await t.call('get', up.body.thumbnailPath, { token: m.accessToken }).timeout(10_000).buffer(true);
      expect(thumb.status).toBe(200);
      expect(thumb.headers['content-type']).toBe('image/jpeg');
      expect(Buffer.compare(thumb.body, stored)).toBe(0);
    } finally {
      await queue.release();
    }
  });

  it('refuses an upload with 429, Retry-After and a stable code while the decode queue is full, and takes it afterwards', async () => {
    const m = await registerMember(t);
    const queue = fillDecodeQueue();
    let refused;
    try {
      refused = await upload(t, m.accessToken, 'ID_FRONT', await photo()).timeout(10_000);
    } finally {
      await queue.release();
    }
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(DECODER_BUSY_RETRY_S));
    expect(refused.body).toEqual({ code: 'apiKyc.photosBusy', message: 'We are processing many photos right now. Please try again in a few seconds.' });
    expect(await t.dataSource.query('SELECT id FROM identity_documents WHERE member_id = $1', [m.id])).toEqual([]);
    expect((await upload(t, m.accessToken, 'ID_FRONT', await photo())).status).toBe(201);
  });

  it("limits one member's flood of thumbnail views, while another member's upload goes through", async () => {
    const flooder = await registerMember(t);
    const other = await registerMember(t);
    const up = await upload(t, flooder.accessToken, 'ID_FRONT', await bigFlatPng(5000, 5000), 'id.png', 'image/png');
    expect(up.status).toBe(201);

    // 16 views at a time, as the hostile test sent them, until the member's limit has long passed.
    const statuses: number[] = [];
    let refusal: { headers: Record<string, string>; body: unknown } | undefined;
    const otherUpload = upload(t, other.accessToken, 'ID_FRONT', await photo('png', 1600, 1200), 'id.png', 'image/png').then((r) => r);
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all(Array.from({ length: 16 }, () => t.call('get', up.body.thumbnailPath, { token: flooder.accessToken })));
      for (const a of answers) {
        statuses.push(a.status);
        if (a.status === 429) refusal = a;
      }
    }
    expect((await otherUpload).status).toBe(201);

    expect(statuses.filter((s) => s === 200)).toHaveLength(READS_PER_MEMBER.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(96 - READS_PER_MEMBER.limit);
    expect(refusal?.body).toEqual({ code: 'apiKyc.photoViewsLimited', message: 'You have opened your photos many times in a short while. Please wait a minute and try again.' });
    const retryAfter = Number(refusal?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(READS_PER_MEMBER.windowMs / 1000);
    // A refused view reads nothing and is not audited.
    const [{ n }] = await t.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'document.view' AND target = $1`, [up.body.id]);
    expect(n).toBe(READS_PER_MEMBER.limit);
    // The other member's own views are not limited by the flood.
    const own = await t.call('get', `/member/documents/${(await otherUpload).body.id}?size=thumb`, { token: other.accessToken });
    expect(own.status).toBe(200);
  });

  it('makes the thumbnail of a document stored without one once, then serves it from the storage', async () => {
    const m = await registerMember(t);
    const up = await upload(t, m.accessToken, 'SELFIE', await photo('jpeg', 800, 600));
    const [before] = await t.dataSource.query('SELECT thumb_storage_key FROM identity_documents WHERE id = $1', [up.body.id]);
    // As a document stored before thumbnails were kept: no thumbnail.
    await t.dataSource.query('UPDATE identity_documents SET thumb_storage_key = NULL, thumb_sha256 = NULL WHERE id = $1', [up.body.id]);
    const first = await t.call('get', up.body.thumbnailPath, { token: m.accessToken }).buffer(true);
    expect(first.status).toBe(200);
    expect(await sharp(first.body).metadata()).toMatchObject({ format: 'jpeg', width: 320, height: 240 });
    const [after] = await t.dataSource.query('SELECT thumb_storage_key, thumb_sha256 FROM identity_documents WHERE id = $1', [up.body.id]);
    expect(after.thumb_storage_key).toMatch(/^[0-9a-f-]{36}$/);
    expect(after.thumb_storage_key).not.toBe(before.thumb_storage_key);
    expect(sha256(await readFile(join(t.documentsDir, after.thumb_storage_key)))).toBe(after.thumb_sha256);
    const queue = fillDecodeQueue();
    try {
      const second = await t.call('get', up.body.thumbnailPath, { token: m.accessToken }).timeout(10_000).buffer(true);
      expect(second.status).toBe(200);
      expect(Buffer.compare(second.body, first.body)).toBe(0);
    } finally {
      await queue.release();
    }
  });

  it('makes an older document\'s thumbnail once however many views ask for it at the same time', async () => {
    const m = await registerMember(t);
    const up = await upload(t, m.accessToken, 'ID_BACK', await photo('png', 1200, 900), 'id.png', 'image/png');
    await t.dataSource.query('UPDATE identity_documents SET thumb_storage_key = NULL, thumb_sha256 = NULL WHERE id = $1', [up.body.id]);
    // More views at once than the decode queue holds, while the decoder is busy: they wait for one decode.
    const views = MAX_CONCURRENT_DECODES + MAX_WAITING_DECODES + 4;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const busy = Array.from({ length: MAX_CONCURRENT_DECODES }, () => decodeQueue.run(() => gate));
    const pending = Promise.all(Array.from({ length: views }, () => t.call('get', up.body.thumbnailPath, { token: m.accessToken }).buffer(true)));
    // Every view has been counted (so has reached the service) before the decoder is freed.
    const counted = async () => (await t.dataSource.query(`SELECT hits FROM rate_limits WHERE key = $1`, [`document-read:${m.id}`]))[0]?.hits ?? 0;
    for (let i = 0; i < 100 && (await counted()) < views; i += 1) await new Promise((r) => setTimeout(r, 50));
    await new Promise((r) => setTimeout(r, 300));
    open();
    await Promise.all(busy);
    const answers = await pending;
    expect(answers.map((a) => a.status)).toEqual(Array(views).fill(200));
    expect(new Set(answers.map((a) => sha256(a.body))).size).toBe(1);
    const [row] = await t.dataSource.query('SELECT thumb_sha256 FROM identity_documents WHERE id = $1', [up.body.id]);
    expect(row.thumb_sha256).toBe(sha256(answers[0].body));
  });
});
