import { manilaIsoDate } from '@halimbawa/domain';
import { randomUUID } from 'node:crypto';
import { AppConfig } from '../src/config/app-config';
import { signNotification } from '../src/modules/payments/channels.service';
import { useLoansSuite } from './support/loans';
import type { TestApp } from './support/test-app';

// The channels' own signed notifications: the generic adapter (docs/integrations.md).
const suite = useLoansSuite({ PAYMENTS_PROVIDER: 'generic' });
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

/** A payment GCash notifies, to a reference that is not ours (it goes to suspense): the product's side. */
async function notified(transactionId: string, amount: number): Promise<void> {
  const raw = JSON.stringify({ timestamp: t.clock.now().toISOString(), transactionId, reference: '200000000000', amount });
  const secret = t.app.get(AppConfig).channelSecrets.GCASH!;
  const res = await t.call('post', '/channels/gcash/notify').set('Content-Type', 'application/json').set('X-Signature', signNotification(secret, Buffer.from(raw))).send(raw);
  expect(res.status).toBe(200);
}

const upload = (body: Record<string, unknown>) => t.call('post', '/officer/reconciliation', { token: officer }).send(body);

describe('reconciliation of a settlement file (POST /officer/reconciliation)', () => {
  it('lists matched, in the file only, in the product only and amounts that differ; a difference is resolved once, with a note', async () => {
    // A day of its own, so that no other test's GCash payment falls on it.
    t.clock.setTo(new Date('2031-03-03T02:00:00Z'));
    const day = manilaIsoDate(t.clock.now());
    const id = (s: string) => `GC-${s}-${randomUUID().slice(0, 8)}`;
    const [same, differs, productOnly, fileOnly] = [id('SAME'), id('DIFF'), id('PROD'), id('FILE')];
    await notified(same, 100_000);
    await notified(differs, 250_000);
    await notified(productOnly, 5_000);
    const csv = ['transactionId,amount,date', `${same},"1,000.00",${day}`, `${differs},2500.01,${day}`, `${fileOnly},75,${day}`].join('\r\n');

    const res = await upload({ channel: 'gcash', filename: `gcash-${day}.csv`, csv });
    expect(res.status).toBe(201);
    expect(res.body.run).toMatchObject({ channel: 'gcash', periodFrom: day, periodTo: day, fileRows: 3, counts: { matched: 1, fileOnly: 1, productOnly: 1, amountsDiffering: 1, unresolved: 3 } });
    const byId = Object.fromEntries(res.body.items.map((i: { transactionId: string }) => [i.transactionId, i]));
    expect(byId[same]).toMatchObject({ kind: 'MATCHED', fileAmount: 100_000, productAmount: 100_000 });
    expect(byId[differs]).toMatchObject({ kind: 'AMOUNT_DIFFERS', fileAmount: 250_001, productAmount: 250_000 });
    expect(byId[fileOnly]).toMatchObject({ kind: 'FILE_ONLY', fileAmount: 7_500, productAmount: null });
    expect(byId[productOnly]).toMatchObject({ kind: 'PRODUCT_ONLY', fileAmount: null, productAmount: 5_000 });

    const only = await t.call('get', `/officer/reconciliation/${res.body.run.id}?kind=AMOUNT_DIFFERS`, { token: officer });
    expect(only.body.items.map((i: { transactionId: string }) => i.transactionId)).toEqual([differs]);

    const resolve = (itemId: string, note?: string) => t.call('post', `/officer/reconciliation/items/${itemId}/resolve`, { token: officer }).send(note === undefined ? {} : { note });
    expect((await resolve(byId[differs].id)).body.errors?.note?.code).toBe('apiReconciliation.note');
    const resolved = await resolve(byId[differs].id, 'GCash confirmed PHP 2,500.00; their file is off by a centavo.');
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ resolvedBy: expect.any(String), resolvedAt: expect.any(String), note: 'GCash confirmed PHP 2,500.00; their file is off by a centavo.' });
    expect((await resolve(byId[differs].id, 'again')).body.code).toBe('apiReconciliation.notToResolve');
    expect((await resolve(byId[same].id, 'matched')).status).toBe(409);

    const list = await t.call('get', '/officer/reconciliation?limit=1', { token: officer });
    expect(list.body.runs[0]).toMatchObject({ id: res.body.run.id, counts: { unresolved: 2 } });
    const audited = await t.dataSource.query(`SELECT action FROM audit_events WHERE target IN ($1, $2) ORDER BY created_at`, [res.body.run.id, byId[differs].id]);
    expect(audited.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['reconciliation.upload', 'reconciliation.resolve']));
  });

  it('refuses a file it cannot read, with the line, and an unknown channel', async () => {
    const bad = await upload({ channel: 'paypal', filename: 'x.csv', csv: 'transactionId,amount,date\nGC-1,abc,2031-03-03\n' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.channel.code).toBe('apiReconciliation.channel');
    expect(bad.body.errors.csv).toMatchObject({ code: 'apiReconciliation.row', message: expect.stringContaining('Line 2') });
    const noHeader = await upload({ channel: 'gcash', filename: 'x.csv', csv: 'GC-1,1,2031-03-03\n' });
    expect(noHeader.body.errors.csv.code).toBe('apiReconciliation.header');
  });
});
