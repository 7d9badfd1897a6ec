import { FAKE_KEYS, SmsGatewayFakes } from './fakes/sms-gateway-fakes';
import { SemaphoreGateway } from './semaphore-gateway';
import { GatewayError } from './sms-gateway';
import { TwilioGateway } from './twilio-gateway';

// The adapters against the local fakes of the gateways' documented endpoints (docs/integrations.md, SMS).
let fakes: SmsGatewayFakes;
const semaphore = (apiKey = FAKE_KEYS.semaphoreApiKey) => new SemaphoreGateway({ url: fakes.url, apiKey, senderName: 'HALIMBAWA' }, 2000);
const twilio = (authToken = FAKE_KEYS.twilioAuthToken) => new TwilioGateway({ url: fakes.url, accountSid: FAKE_KEYS.twilioAccountSid, authToken, from: 'HALIMBAWA' }, 2000);

beforeAll(async () => {
  fakes = await new SmsGatewayFakes().listen();
});
afterAll(() => fakes.close());

describe('Semaphore', () => {
  it('sends the number without +, and reads Queued, Pending, then Sent (final)', async () => {
    const sent = await semaphore().send('+639171234567', 'Hello');
    expect(sent).toEqual({ ref: expect.stringMatching(/^\d+$/), status: 'accepted', raw: 'Queued', final: false });
    expect(fakes.sent.at(-1)!.fields).toEqual({ apikey: FAKE_KEYS.semaphoreApiKey, number: '639171234567', message: 'Hello', sendername: 'HALIMBAWA' });
    expect(await semaphore().check(sent.ref!)).toMatchObject({ status: 'accepted', raw: 'Pending', final: false });
    expect(await semaphore().check(sent.ref!)).toMatchObject({ status: 'sent', raw: 'Sent', final: true });
  });

  it('fails with a GatewayError on a refused key, a number it does not take, a server error and an unreachable host', async () => {
    await expect(semaphore('wrong').send('+639171234567', 'Hello')).rejects.toThrow(/semaphore answered 401/);
    await expect(semaphore().send('+14155550100', 'Hello')).rejects.toThrow(/semaphore answered 422: .*number/);
    fakes.fail('semaphore');
    await expect(semaphore().send('+639171234567', 'Hello')).rejects.toBeInstanceOf(GatewayError);
    fakes.fail('semaphore', false);
    await expect(new SemaphoreGateway({ url: 'http://127.0.0.1:1', apiKey: 'k', senderName: null }, 500).send('+639171234567', 'Hello')).rejects.toThrow(/semaphore unreachable/);
  });
});

describe('Twilio', () => {
  it('sends To in E.164 with From and Body by basic auth, and reads queued, sent, then delivered (final)', async () => {
    const sent = await twilio().send('+14155550100', 'Hello');
    expect(sent).toEqual({ ref: expect.stringMatching(/^SM/), status: 'accepted', raw: 'queued', final: false });
    expect(fakes.sent.at(-1)!.fields).toEqual({ To: '+14155550100', From: 'HALIMBAWA', Body: 'Hello' });
    expect(await twilio().check(sent.ref!)).toMatchObject({ status: 'sent', raw: 'sent', final: false });
    expect(await twilio().check(sent.ref!)).toMatchObject({ status: 'delivered', raw: 'delivered', final: true });
  });

  it("fails with a GatewayError carrying Twilio's error code on bad credentials and a bad number", async () => {
    await expect(twilio('wrong').send('+14155550100', 'Hello')).rejects.toThrow(/twilio answered 401: .*20003/);
    await expect(twilio().send('12345', 'Hello')).rejects.toThrow(/twilio answered 400: .*21211/);
  });
});
