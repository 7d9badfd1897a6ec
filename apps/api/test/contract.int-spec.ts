import { createOpenApiDocument } from '../src/openapi/openapi-document';
import { WalletsService } from '../src/modules/wallets/wallets.service';
import { ResponseContract, takeViolations } from './support/contract';
import { registerMember } from './support/members';
import { createTestApp, type TestApp } from './support/test-app';

// The response validator that every integration test runs (test/support/contract.ts): quiet on an
// answer that keeps the OpenAPI document, loud on one that breaks it.
describe('the OpenAPI document, enforced on every answer', () => {
  let t: TestApp;
  let contract: ResponseContract;
  let token: string;
  let wallet: Record<string, unknown>;

  beforeAll(async () => {
    t = await createTestApp();
    contract = new ResponseContract(createOpenApiDocument(t.app));
    token = (await registerMember(t)).accessToken;
    wallet = (await t.call('get', '/wallet', { token })).body;
  });
  afterAll(() => t.close());

  it('finds nothing wrong with answers that keep the document', async () => {
    await t.call('get', '/wallet', { token }).expect(200);
    await t.call('get', '/wallet').expect(401);
    expect(contract.check('get', '/wallet', 200, JSON.stringify(wallet))).toEqual([]);
    expect(takeViolations()).toEqual([]);
  });

  it('names an undocumented status, a missing required key, a type mismatch and a null the schema forbids', () => {
    const problems = (status: number, body: unknown) => contract.check('get', '/wallet', status, JSON.stringify(body)).map((v) => v.problem);
    expect(problems(418, wallet)).toEqual([expect.stringContaining('status 418 is not documented')]);
    expect(problems(200, { ...wallet, held: undefined })).toEqual([expect.stringContaining("must have required property 'held'")]);
    expect(problems(200, { ...wallet, balance: '150000.00' })).toEqual([expect.stringMatching(/^\/balance must be integer/)]);
    expect(problems(200, { ...wallet, balanceText: null })).toEqual([expect.stringMatching(/^\/balanceText must be string/)]);
    expect(problems(401, { message: 'Please sign in.' })).toEqual([expect.stringContaining("must have required property 'code'")]);
  });

  it('reports a real answer out of shape, which fails the test that got it', async () => {
    const service = t.app.get(WalletsService);
    const spy = jest.spyOn(service, 'wallet').mockResolvedValueOnce({ ...wallet, held: null } as never);
    try {
      await t.call('get', '/wallet', { token }).expect(200);
    } finally {
      spy.mockRestore();
    }
    // Taken here, so that this test passes; left alone, contract-setup.ts fails the test with them.
    expect(takeViolations()).toEqual([{ operation: 'GET /wallet', status: 200, problem: expect.stringMatching(/^\/held must be integer/) }]);
  });
});
