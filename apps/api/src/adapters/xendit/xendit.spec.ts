import { SettableClock } from '../../common/clock';
import { isCallbackToken } from './callback-token';
import { centavosFromPesos, pesosFromCentavos, type XenditClient, type XenditPayout } from './xendit-client';
import { payChannelOfXendit, xenditCodeOf } from './xendit-channels';
import { LONGEST_PAYOUT_CHECK_S, XenditPayoutProvider, payoutChannelCode } from './xendit-payout-provider';

describe('Xendit amounts', () => {
  it('reads pesos with at most two decimals as centavos, and nothing else', () => {
    expect(centavosFromPesos(25_750)).toBe(2_575_000);
    expect(centavosFromPesos(10_000.01)).toBe(1_000_001);
    expect(centavosFromPesos(0.1 + 0.2)).toBe(30);
    for (const bad of [0, -1, 1.005, Number.NaN, Infinity, '100', null]) expect(centavosFromPesos(bad)).toBeNull();
    expect(pesosFromCentavos(1_000_001)).toBe(10_000.01);
  });
});

describe('Xendit channel codes', () => {
  it("maps Xendit's payment channels to ours, virtual accounts to InstaPay, and refuses the rest", () => {
    expect(['GCASH', 'PAYMAYA', '7ELEVEN', '7ELEVEN_CLIQQ', 'ECPAY', 'CEBUANA', 'BANK_TRANSFER', 'BPI_VIRTUAL_ACCOUNT'].map(payChannelOfXendit)).toEqual(['gcash', 'maya', 'seven-eleven', 'seven-eleven', 'ecpay', 'cebuana', 'bank-transfer', 'instapay']);
    expect(payChannelOfXendit('CARDS')).toBeNull();
    expect(payChannelOfXendit('toString')).toBeNull();
    expect([xenditCodeOf('seven-eleven'), xenditCodeOf('bank-transfer')]).toEqual(['7ELEVEN_CLIQQ', 'BANK_TRANSFER']);
  });

  it('names payout destinations PH_<bank code>, Maya as PH_PAYMAYA', () => {
    expect(['BDO Unibank', 'GCash', 'Maya', 'Metrobank', 'Nowhere Bank'].map(payoutChannelCode)).toEqual(['PH_BDO', 'PH_GCASH', 'PH_PAYMAYA', 'PH_MBTC', 'PH_OTHER']);
  });
});

describe('isCallbackToken', () => {
  it('accepts only the token itself; a missing or empty one never', () => {
    expect(isCallbackToken('s3cret-token-of-the-account', 's3cret-token-of-the-account')).toBe(true);
    for (const given of [undefined, '', 's3cret-token-of-the-accoun', 's3cret-token-of-the-account ', 'S3CRET-TOKEN-OF-THE-ACCOUNT']) expect(isCallbackToken('s3cret-token-of-the-account', given)).toBe(false);
  });
});

describe("XenditPayoutProvider's reading of a payout", () => {
  const clock = new SettableClock();
  const provider = new XenditPayoutProvider({} as XenditClient, clock);
  const payout = (over: Partial<XenditPayout>): XenditPayout =>
    ({ id: 'disb-1', reference_id: 'wd-1', channel_code: 'PH_BDO', channel_properties: { account_number: '1', account_holder_name: 'A' }, amount: 1, currency: 'PHP', status: 'ACCEPTED', created: '', updated: '', ...over }) as XenditPayout;

  it('completes on SUCCEEDED, fails on FAILED, CANCELLED or REVERSED with the reason in words, and waits until the estimated arrival otherwise (at most 15 minutes)', () => {
    expect(provider.answerOf(payout({ status: 'SUCCEEDED' }))).toEqual({ status: 'COMPLETED', providerReference: 'disb-1' });
    expect(provider.answerOf(payout({ status: 'FAILED', failure_code: 'INVALID_DESTINATION' }))).toEqual({ status: 'FAILED', reason: 'Account not found' });
    expect(provider.answerOf(payout({ status: 'REVERSED' }))).toEqual({ status: 'FAILED', reason: 'The transfer could not be sent' });
    const in90s = new Date(clock.now().getTime() + 90_000).toISOString();
    expect(provider.answerOf(payout({ status: 'REQUESTED', estimated_arrival_time: in90s }))).toEqual({ status: 'PENDING', retryAfterS: 90 });
    const tomorrow = new Date(clock.now().getTime() + 86_400_000).toISOString();
    expect(provider.answerOf(payout({ estimated_arrival_time: tomorrow }))).toEqual({ status: 'PENDING', retryAfterS: LONGEST_PAYOUT_CHECK_S });
    expect(provider.answerOf(payout({}))).toEqual({ status: 'PENDING', retryAfterS: 60 });
  });
});
