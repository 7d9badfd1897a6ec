import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SettableClock } from '../../common/clock';
import { HttpPayoutProvider } from './http-payout-provider';
import type { PayoutRequest } from './payout-provider';
import { ACCOUNT_NOT_FOUND, SimulatedPayoutProvider } from './simulated-payout-provider';

let n = 0;
const request = (over: Partial<PayoutRequest> = {}): PayoutRequest => ({
  idempotencyKey: `wd-spec-${process.pid}-${++n}`,
  rail: 'INSTAPAY',
  amount: 1_000_000,
  bankName: 'BDO Unibank',
  accountName: 'Maria Santos',
  accountNumber: '001234567890',
  reference: 'HLC-000000001',
  ...over,
});

describe('SimulatedPayoutProvider (docs/product.md §10)', () => {
  it('completes PAYOUT_DELAY_S after it first saw the key, answering PENDING with the time left until then', async () => {
    const clock = new SettableClock();
    const provider = new SimulatedPayoutProvider(clock, 10);
    const req = request();
    expect(await provider.send(req)).toEqual({ status: 'PENDING', retryAfterS: 10 });
    clock.setOffsetSeconds(4);
    expect(await provider.send(req)).toEqual({ status: 'PENDING', retryAfterS: 6 });
    clock.setOffsetSeconds(10);
    expect(await provider.send(req)).toEqual({ status: 'COMPLETED', providerReference: `SIM-${req.idempotencyKey}` });
    // Asked again (a retry after a crash): the same payout, not a second one.
    expect(await provider.send(req)).toEqual({ status: 'COMPLETED', providerReference: `SIM-${req.idempotencyKey}` });
  });

  it("fails an account number ending in 0000 with 'Account not found', and a key reused for another payout", async () => {
    const provider = new SimulatedPayoutProvider(new SettableClock(), 0);
    expect(await provider.send(request({ accountNumber: '1234560000' }))).toEqual({ status: 'FAILED', reason: ACCOUNT_NOT_FOUND });
    const req = request();
    expect((await provider.send(req)).status).toBe('COMPLETED');
    expect(await provider.send({ ...req, amount: 2_000_000 })).toEqual({ status: 'FAILED', reason: 'Idempotency key reused for a different payout' });
  });

  it('keeps one book for every instance in the process (two app instances, one bank)', async () => {
    const clock = new SettableClock();
    const req = request();
    expect((await new SimulatedPayoutProvider(clock, 10).send(req)).status).toBe('PENDING');
    clock.setOffsetSeconds(10);
    expect((await new SimulatedPayoutProvider(clock, 10).send(req)).status).toBe('COMPLETED');
  });
});

describe('HttpPayoutProvider', () => {
  let server: Server;
  let url: string;
  let answer: { status: number; body: unknown };
  const seen: { headers: IncomingHttpHeaders; body: unknown }[] = [];

  beforeAll(async () => {
    server = createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        seen.push({ headers: req.headers, body: JSON.parse(text) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/payouts`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('posts the payout with the Idempotency-Key header and the token, and reads each answer', async () => {
    const provider = new HttpPayoutProvider(url, 'tkn', 2000);
    const req = request();
    answer = { status: 200, body: { status: 'COMPLETED', reference: 'BANK-1' } };
    expect(await provider.send(req)).toEqual({ status: 'COMPLETED', providerReference: 'BANK-1' });
    const { idempotencyKey, ...body } = req;
    expect(seen.at(-1)).toMatchObject({ headers: { 'idempotency-key': idempotencyKey, authorization: 'Bearer tkn' }, body });

    answer = { status: 200, body: { status: 'FAILED', reason: 'Account closed' } };
    expect(await provider.send(req)).toEqual({ status: 'FAILED', reason: 'Account closed' });
    answer = { status: 202, body: { status: 'PENDING', retryAfterS: 30 } };
    expect(await provider.send(req)).toEqual({ status: 'PENDING', retryAfterS: 30 });
  });

  it('throws on an error status or an unknown answer, so the job asks again later', async () => {
    const provider = new HttpPayoutProvider(url, null, 2000);
    answer = { status: 503, body: {} };
    await expect(provider.send(request())).rejects.toThrow('Payout provider answered 503');
    answer = { status: 200, body: { status: 'MAYBE' } };
    await expect(provider.send(request())).rejects.toThrow(/without a known status/);
  });
});
