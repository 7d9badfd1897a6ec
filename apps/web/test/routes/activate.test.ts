// The activation wizard (/activate and its five steps, the bank change's code page) through the
// built server against a stub API (test/routes/harness.ts): where each state is sent, the refusals
// beside each field in the page's language (the domain's and the API's), what a refused step keeps,
// what each step sends to the API and where it goes next.
import { describe, expect, it } from '@jest/globals';
import { sayEach, t, validateAddress, validateIdentity, validatePersonal, validateReferences } from '@halimbawa/domain';
import { refusal, routeTests, type Browser } from './harness';
import { bankDto, dashboardDto, documentDto, kycDto, loanDto, rejectedReview } from './member.fixtures';
import type { KycSummary } from '~/lib/api/types';

const web = routeTests();

const PERSONAL = {
  gender: 'Male',
  firstName: 'Juan',
  middleName: '',
  lastName: 'dela Cruz',
  birthDay: '7',
  birthMonth: '3',
  birthYear: '1990',
  maritalStatus: 'Single',
  nationality: 'Filipino',
  isAgree: 'on',
};
const ADDRESS = { countryResidence: 'PH', province: 'Metro Manila', town: 'Makati', streetAddress: '123 Ayala Ave', postalCode: '1226' };
const REFERENCES = {
  refFullName1: 'Maria Santos',
  refRelationship1: 'Sister',
  refPhoneCountry1: 'PH',
  refPhoneNumber1: '9181234567',
  refFullName2: '',
  refRelationship2: '',
  refPhoneCountry2: 'PH',
  refPhoneNumber2: '',
};
const IDENTITY = { identityType: 'Unified Multi-Purpose ID (UMID)', otherIdentityType: '', identityNumber: '0028-1234567-8' };
const BANK = { bankName: 'BDO Unibank', otherBankName: '', accountName: 'Juan dela Cruz', accountNumber: '001234567890', confirmAccountNumber: '001234567890' };

/** PATCH /member/update/<step>'s answer: the member's state after the save. */
const saved = (infoState: KycSummary['infoState']) => ({ body: { state: infoState === 'INFO_COMPLETED' ? ('INFO_COMPLETED' as const) : ('UPDATE_NEXT' as const), infoState } });

/** A signed-in member whose GET /member/kyc answers `kyc` (and whose /member/me says the same state). */
async function memberAt(lang: 'en' | 'fil', kyc: KycSummary): Promise<Browser> {
  web.api.on('get', '/member/kyc', () => ({ body: kyc }));
  web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto({ member: { ...dashboardDto().member, infoState: kyc.infoState }, kyc: kyc.kyc }) }));
  const browser = web.browser(lang);
  await browser.signedIn({ infoState: kyc.infoState });
  return browser;
}

describe('/activate', () => {
  it('sends a visitor to sign in, back here after', async () => {
    expect((await web.browser().get('/activate/address')).location).toBe('/login?redirectTo=%2Factivate%2Faddress');
    expect(web.api.calls('get', '/member/kyc')).toHaveLength(0);
  });

  it('sends the member to the step their state names, or to /dash once activated', async () => {
    const browser = await memberAt('en', kycDto('REFERENCES_INFO'));
    expect(await browser.get('/activate')).toMatchObject({ status: 302, location: '/activate/references' });
    web.api.on('get', '/member/kyc', () => ({ body: kycDto('INFO_COMPLETED') }));
    expect((await browser.get('/activate')).location).toBe('/dash');
  });

  it('opens an earlier step again but not a later one; /activate/N is a short address, any other a 404 in the page\'s language', async () => {
    const browser = await memberAt('fil', kycDto('ADDRESS_INFO'));
    expect((await browser.get('/activate/personal')).status).toBe(200);
    expect((await browser.get('/activate/address')).status).toBe(200);
    expect((await browser.get('/activate/references')).location).toBe('/activate/address');
    expect((await browser.get('/activate/identity')).location).toBe('/activate/address');
    expect((await browser.get('/activate/4')).location).toBe('/activate/identity');
    const missing = await browser.get('/activate/9');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain(t('fil', 'shell.notFoundTitle'));
  });

  it('shows a rejected review\'s reason with the step to correct, in Filipino', async () => {
    const browser = await memberAt('fil', kycDto('BANK_INFO', { kyc: rejectedReview('[api] The photo of the ID is blurred.') }));
    const page = await browser.get('/activate/identity');
    expect(page.status).toBe(200);
    expect(page.title).toContain(t('fil', 'activation.title'));
    expect(page.alerts()).toEqual([expect.stringContaining('[api] The photo of the ID is blurred.')]);
    expect(page.alerts()[0]).toContain(t('fil', 'activation.correctLink', { number: 4, title: t('fil', 'activation.steps.identity') }));
  });

  it('answers the API\'s failure to load the wizard with its status, never a 500', async () => {
    web.api.on('get', '/member/kyc', () => ({ status: 503, body: { code: 'apiErrors.noServer', message: '[api] down' } }));
    const browser = web.browser();
    await browser.signedIn({ infoState: 'PERSONAL_INFO' });
    expect((await browser.get('/activate/personal')).status).toBe(503);
  });
});

describe('/activate/personal (step 1)', () => {
  it('refuses a date of birth beside it in Filipino, keeping everything typed, without asking the API', async () => {
    const browser = await memberAt('fil', kycDto('PERSONAL_INFO'));
    const values = { ...PERSONAL, birthYear: '2024' };
    const page = await browser.submit('/activate/personal', values);
    expect(page.status).toBe(400);
    const expected = sayEach('fil', validatePersonal(values, new Date()));
    expect(page.byId('birth-error')).toBe(expected.birthDay ?? expected.birthMonth ?? expected.birthYear);
    expect(page.alerts()).toContain(t('fil', 'form.checkFields'));
    expect([page.field('firstName').value, page.field('lastName').value, page.field('birthYear').value, page.field('maritalStatus').value]).toEqual([
      'Juan',
      'dela Cruz',
      '2024',
      'Single',
    ]);
    expect(page.field('isAgree').checked).toBe(true);
    expect(web.api.calls('patch', '/member/update/personal')).toHaveLength(0);
  });

  it('says something required is missing when a name is left empty', async () => {
    const browser = await memberAt('en', kycDto('PERSONAL_INFO'));
    const values = { ...PERSONAL, firstName: '' };
    const page = await browser.submit('/activate/personal', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ firstName: sayEach('en', validatePersonal(values, new Date())).firstName });
    expect(page.alerts()).toContain(t('en', 'form.incomplete'));
  });

  it('shows the API\'s refusal beside its field in the page\'s language', async () => {
    const browser = await memberAt('fil', kycDto('PERSONAL_INFO'));
    web.api.on('patch', '/member/update/personal', () => refusal(400, { lastName: 'form.checkFields' }));
    const page = await browser.submit('/activate/personal', PERSONAL);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ lastName: t('fil', 'form.checkFields') });
    expect(page.field('lastName').value).toBe('dela Cruz');
  });

  it('saves the step with what was typed and goes to step 2', async () => {
    const browser = await memberAt('en', kycDto('PERSONAL_INFO'));
    web.api.on('patch', '/member/update/personal', () => saved('ADDRESS_INFO'));
    const page = await browser.submit('/activate/personal', PERSONAL);
    expect([page.status, page.location]).toEqual([302, '/activate/address']);
    expect(web.api.calls('patch', '/member/update/personal')[0].body).toEqual(PERSONAL);
  });
});

describe('/activate/address (step 2)', () => {
  it('refuses a missing province beside it in Filipino, keeping the rest', async () => {
    const browser = await memberAt('fil', kycDto('ADDRESS_INFO'));
    const values = { ...ADDRESS, province: '' };
    const page = await browser.submit('/activate/address', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateAddress(values)));
    expect(page.fieldErrors().province).toBeTruthy();
    expect([page.field('town').value, page.field('streetAddress').value, page.field('countryResidence').value]).toEqual(['Makati', '123 Ayala Ave', 'PH']);
  });

  it('shows the step\'s saved address, and an earlier-steps refusal of the API at the top with its status', async () => {
    const browser = await memberAt('fil', kycDto('REFERENCES_INFO'));
    expect((await browser.get('/activate/address')).field('town').value).toBe('Makati');
    web.api.on('patch', '/member/update/address', () => refusal(409, {}, 'form.incomplete'));
    const page = await browser.submit('/activate/address', ADDRESS);
    expect(page.status).toBe(409);
    expect(page.alerts()).toContain(t('fil', 'form.incomplete'));
    expect(page.field('province').value).toBe('Metro Manila');
  });

  it('saves the address and goes to step 3', async () => {
    const browser = await memberAt('en', kycDto('ADDRESS_INFO'));
    web.api.on('patch', '/member/update/address', () => saved('REFERENCES_INFO'));
    const page = await browser.submit('/activate/address', ADDRESS);
    expect([page.status, page.location]).toEqual([302, '/activate/references']);
    expect(web.api.calls('patch', '/member/update/address')[0].body).toEqual(ADDRESS);
  });
});

describe('/activate/references (step 3)', () => {
  it('refuses the member\'s own number as a reference\'s, beside it in Filipino', async () => {
    const browser = await memberAt('fil', kycDto('REFERENCES_INFO'));
    const values = { ...REFERENCES, refPhoneNumber1: '9171234567' };
    const page = await browser.submit('/activate/references', values);
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual(sayEach('fil', validateReferences(values, '+639171234567')));
    expect(page.fieldErrors().refPhoneNumber1).toBeTruthy();
    expect(page.field('refFullName1').value).toBe('Maria Santos');
    expect(web.api.calls('patch', '/member/update/references')).toHaveLength(0);
  });

  it('saves the references and goes to step 4', async () => {
    const browser = await memberAt('en', kycDto('REFERENCES_INFO'));
    web.api.on('patch', '/member/update/references', () => saved('IDENTITY_INFO'));
    const page = await browser.submit('/activate/references', REFERENCES);
    expect([page.status, page.location]).toEqual([302, '/activate/identity']);
    expect(web.api.calls('patch', '/member/update/references')[0].body).toEqual(REFERENCES);
  });
});

describe('/activate/identity (step 4)', () => {
  it('refusing a field, also names the photos still missing, in Filipino, keeping the typed fields', async () => {
    const browser = await memberAt('fil', kycDto('IDENTITY_INFO'));
    const values = { ...IDENTITY, identityNumber: '' };
    const page = await browser.submit('/activate/identity', values, { multipart: true });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({
      ...sayEach('fil', validateIdentity(values)),
      imageIdFront: t('fil', 'activation.identity.front.missing'),
      imageIdBack: t('fil', 'activation.identity.back.missing'),
      imageSelfie: t('fil', 'activation.identity.selfie.missing'),
    });
    expect(page.alerts()).toContain(t('fil', 'form.incomplete'));
    expect(page.fieldErrors().identityNumber).toBeTruthy();
    expect(page.field('identityType').value).toBe(IDENTITY.identityType);
    expect(web.api.calls('patch', '/member/update/identity')).toHaveLength(0);
  });

  it('uploads each chosen photo; the API\'s refusal of one is shown beside its input in Filipino, the typed fields kept', async () => {
    const browser = await memberAt('fil', kycDto('IDENTITY_INFO'));
    // The first photo sent (the ID's front) is refused, the next one stored.
    let sent = 0;
    web.api.on('post', '/member/documents', () => (sent++ === 0 ? refusal(400, { file: 'apiKyc.photoTooLarge' }) : { status: 201, body: documentDto('SELFIE') }));
    // The form as a browser sends it: the text fields, the CSRF token and two chosen photos.
    const form = await browser.get('/activate/identity');
    const body = new FormData();
    for (const [name, value] of Object.entries({ csrf: form.csrf!, ...IDENTITY })) body.append(name, value);
    body.append('imageIdFront', new Blob([Buffer.from('front')], { type: 'image/jpeg' }), 'front.jpg');
    body.append('imageSelfie', new Blob([Buffer.from('selfie')], { type: 'image/jpeg' }), 'selfie.jpg');
    const page = await browser.request('POST', '/activate/identity', { headers: { Origin: new URL(web.url).origin }, body });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ imageIdFront: t('fil', 'apiKyc.photoTooLarge'), imageIdBack: t('fil', 'activation.identity.back.missing') });
    expect(page.field('identityNumber').value).toBe(IDENTITY.identityNumber);
    expect(web.api.calls('post', '/member/documents').map((c) => c.headers['content-type']?.split(';')[0])).toEqual(['multipart/form-data', 'multipart/form-data']);
    expect(web.api.calls('patch', '/member/update/identity')).toHaveLength(0);
  });

  it('saves the ID with its photos already uploaded and goes to step 5', async () => {
    const documents = (['ID_FRONT', 'ID_BACK', 'SELFIE'] as const).map((kind) => documentDto(kind));
    const browser = await memberAt('en', kycDto('IDENTITY_INFO', { documents }));
    web.api.on('patch', '/member/update/identity', () => saved('BANK_INFO'));
    const page = await browser.submit('/activate/identity', IDENTITY, { multipart: true });
    expect([page.status, page.location]).toEqual([302, '/activate/bank']);
    expect(web.api.calls('patch', '/member/update/identity')[0].body).toEqual({ identityType: IDENTITY.identityType, identityNumber: IDENTITY.identityNumber });
    expect(web.api.calls('post', '/member/documents')).toHaveLength(0);
  });
});

describe('correcting what a KYC rejection named', () => {
  const documents = (['ID_FRONT', 'ID_BACK', 'SELFIE'] as const).map((kind) => documentDto(kind));

  it('a corrected selfie completes the wizard again: the member goes on to sign the loan approved meanwhile, never to step 5', async () => {
    const browser = await memberAt('fil', kycDto('IDENTITY_INFO', { documents, bank: bankDto(), kyc: rejectedReview('[api] The selfie does not match the ID.') }));
    web.api.on('patch', '/member/update/identity', () => saved('INFO_COMPLETED'));
    web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto({ loan: loanDto('APPROVED'), kyc: { ...rejectedReview(''), status: 'PENDING', reason: null, resubmitStep: null } }) }));
    const page = await browser.submit('/activate/identity', IDENTITY, { multipart: true });
    expect([page.status, page.location]).toEqual([302, '/dash/contract']);
    expect(web.api.calls('patch', '/member/update/bank')).toHaveLength(0);
  });

  it('without a loan waiting, the corrected member goes to /dash, told the ID waits for review', async () => {
    const browser = await memberAt('en', kycDto('ADDRESS_INFO', { bank: bankDto(), kyc: rejectedReview('[api] The address is incomplete.', 'ADDRESS_INFO') }));
    web.api.on('patch', '/member/update/address', () => saved('INFO_COMPLETED'));
    const page = await browser.submit('/activate/address', ADDRESS);
    expect([page.status, page.location]).toEqual([302, '/dash']);
    web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto() }));
    expect((await browser.get('/dash')).alerts('status')).toContain(t('en', 'form.submittedForReview'));
  });
});

describe('/activate/bank (step 5) and /activate/bank/confirm', () => {
  it('refuses "Other bank" without its name beside the name field, in Filipino', async () => {
    const browser = await memberAt('fil', kycDto('BANK_INFO'));
    const page = await browser.submit('/activate/bank', { ...BANK, bankName: 'Other' });
    expect(page.status).toBe(400);
    expect(page.fieldErrors()).toEqual({ otherBankName: t('fil', 'activation.bank.otherBankMissing') });
    expect(page.alerts()).toContain(t('fil', 'form.incomplete'));
    expect([page.field('bankName').value, page.field('accountNumber').value]).toEqual(['Other', BANK.accountNumber]);
  });

  it('refuses account numbers that differ beside the second one, keeping both', async () => {
    const browser = await memberAt('fil', kycDto('BANK_INFO'));
    const page = await browser.submit('/activate/bank', { ...BANK, confirmAccountNumber: '001234567899' });
    expect(page.status).toBe(400);
    expect(Object.keys(page.fieldErrors())).toEqual(['confirmAccountNumber']);
    expect(page.field('confirmAccountNumber').value).toBe('001234567899');
  });

  it('finishes the wizard: sends the account and goes to /dash saying it waits for review', async () => {
    const browser = await memberAt('fil', kycDto('BANK_INFO'));
    web.api.on('patch', '/member/update/bank', () => saved('INFO_COMPLETED'));
    const page = await browser.submit('/activate/bank', BANK);
    expect([page.status, page.location]).toEqual([302, '/dash']);
    web.api.on('get', '/member/dashboard', () => ({ body: dashboardDto() }));
    expect((await browser.get('/dash')).alerts('status')).toContain(t('fil', 'form.submittedForReview'));
    expect(web.api.calls('patch', '/member/update/bank')[0].body).toEqual({
      bankName: BANK.bankName,
      accountName: BANK.accountName,
      accountNumber: BANK.accountNumber,
      confirmAccountNumber: BANK.confirmAccountNumber,
    });
  });

  it('changes a confirmed account by SMS code: the code page, a refused code beside its field, then the account saved', async () => {
    const browser = await memberAt('fil', kycDto('INFO_COMPLETED', { bank: bankDto() }));
    const other = { ...BANK, bankName: 'GCash', accountNumber: '09171234567', confirmAccountNumber: '09171234567' };
    web.api.on('patch', '/member/update/bank', () => refusal(409, {}, 'form.checkFields'));
    web.api.on('post', '/member/bank/change/start', () => ({ body: { message: '[api] We sent a code.', bank: bankDto() } }));
    const started = await browser.submit('/activate/bank', other);
    expect([started.status, started.location]).toEqual([302, '/activate/bank/confirm']);
    expect(web.api.calls('post', '/member/bank/change/start')[0].body).toEqual({
      bankName: 'GCash',
      accountName: BANK.accountName,
      accountNumber: other.accountNumber,
      confirmAccountNumber: other.accountNumber,
    });

    const codePage = await browser.get('/activate/bank/confirm');
    expect(codePage.status).toBe(200);
    expect(codePage.alerts('status')).toEqual(['[api] We sent a code.']);
    expect(codePage.text).toContain('GCash');
    expect(codePage.text).not.toContain(other.accountNumber);

    web.api.on('post', '/member/bank/change/finish', () => refusal(400, { code: { code: 'apiAuth.wrongCode', params: { count: 2 } } }));
    const refused = await browser.submit('/activate/bank/confirm', { code: '123456' });
    expect(refused.status).toBe(400);
    expect(refused.field('code').error).toBe(t('fil', 'apiAuth.wrongCode', { count: 2 }));

    web.api.on('post', '/member/bank/change/finish', () => ({ body: { message: '[api] Your bank account has been changed.', bank: bankDto({ bankName: 'GCash' }) } }));
    web.api.on('patch', '/member/update/bank', () => saved('INFO_COMPLETED'));
    const done = await browser.submit('/activate/bank/confirm', { code: '654321' });
    expect([done.status, done.location]).toEqual([302, '/dash']);
    expect(web.api.calls('post', '/member/bank/change/finish').map((c) => c.body)).toEqual([{ code: '123456' }, { code: '654321' }]);
    expect(web.api.calls('patch', '/member/update/bank').at(-1)!.body).toMatchObject({ bankName: 'GCash', accountNumber: other.accountNumber });
    expect((await browser.get('/activate/bank/confirm')).location).toBe('/activate/bank');
  });

  it('refuses a malformed code beside it without asking the API; without a change under way the code page goes back to step 5', async () => {
    const browser = await memberAt('en', kycDto('INFO_COMPLETED', { bank: bankDto() }));
    expect((await browser.get('/activate/bank/confirm')).location).toBe('/activate/bank');
    web.api.on('patch', '/member/update/bank', () => refusal(409, {}, 'form.checkFields'));
    web.api.on('post', '/member/bank/change/start', () => ({ body: { message: 'sent', bank: bankDto() } }));
    await browser.submit('/activate/bank', BANK);
    const page = await browser.submit('/activate/bank/confirm', { code: '12ab' });
    expect(page.status).toBe(400);
    expect(page.field('code').error).toBeTruthy();
    expect(web.api.calls('post', '/member/bank/change/finish')).toHaveLength(0);
  });
});
