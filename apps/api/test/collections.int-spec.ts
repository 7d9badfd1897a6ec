import { disbursedLoan, outbox, useLoansSuite } from './support/loans';
import { adminMember, type Registered } from './support/members';
import type { TestApp } from './support/test-app';

const suite = useLoansSuite();
let t: TestApp;
let officer: string;
beforeAll(() => {
  ({ t, officer } = suite);
});

// The loan starts on 15 January 2027, 10:00 in Manila: instalment 1 (PHP 25,750) is due on 15 February 2027.
const START = '2027-01-15T02:00:00Z';
/** 20 February 2027 at `hour`:00 in Manila: instalment 1 is 5 days past due. */
const feb20 = (hour: number) => new Date(Date.UTC(2027, 1, 20, hour - 8));

async function overdueLoan(): Promise<{ m: Registered; loanNumber: string }> {
  const loan = await disbursedLoan(suite, START);
  t.clock.setTo(feb20(10));
  return loan;
}

const get = (path: string, token = officer) => t.call('get', `/officer/${path}`, { token });
const post = (path: string, body: Record<string, unknown>, token = officer) => t.call('post', `/officer/${path}`, { token }).send(body);

describe('overdue loans by bucket (GET /officer/collections)', () => {
  it('lists a loan 5 days past due in the 1-30 bucket with the amount due, and not in another bucket', async () => {
    const { loanNumber } = await overdueLoan();
    const res = await get('collections?bucket=1-30&limit=200');
    expect(res.status).toBe(200);
    expect(res.body.on).toBe('2027-02-20');
    expect(res.body.buckets.map((b: { bucket: string }) => b.bucket)).toEqual(['1-30', '31-60', '61-90', '90+']);
    const mine = res.body.loans.find((l: { loanNumber: string }) => l.loanNumber === loanNumber);
    expect(mine).toMatchObject({ bucket: '1-30', daysPastDue: 5, oldestDue: '2027-02-15', amountDue: 2_575_000, principal: 15_000_000 });
    const bucket = res.body.buckets[0];
    expect(bucket.loans).toBeGreaterThanOrEqual(1);
    expect(bucket.amountDue).toBeGreaterThanOrEqual(2_575_000);
    const other = await get('collections?bucket=31-60&limit=200');
    expect(other.body.loans.some((l: { loanNumber: string }) => l.loanNumber === loanNumber)).toBe(false);
    const bad = await get('collections?bucket=2-3');
    expect([bad.status, bad.body.errors?.bucket?.code]).toEqual([400, 'apiCollections.bucket']);
  });

  it('pages with a cursor, most days past due first, each loan once', async () => {
    await overdueLoan();
    await overdueLoan();
    const all = (await get('collections?limit=200')).body.loans;
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const res = await get(`collections?limit=1${cursor ? `&cursor=${cursor}` : ''}`);
      expect(res.body.loans.length).toBeLessThanOrEqual(1);
      seen.push(...res.body.loans.map((l: { loanNumber: string }) => l.loanNumber));
      cursor = res.body.nextCursor;
    } while (cursor);
    expect(seen).toEqual(all.map((l: { loanNumber: string }) => l.loanNumber));
    const days = all.map((l: { daysPastDue: number }) => l.daysPastDue);
    expect([...days].sort((a, b) => b - a)).toEqual(days);
  });
});

describe('a collection case', () => {
  it('logs a contact and a promise to pay, checked by the promises job: kept when paid, broken when not', async () => {
    const { m, loanNumber } = await overdueLoan();
    // The collector calls the borrower: the case shows the number to call.
    expect((await get(`collections/${loanNumber}`)).body).toMatchObject({ memberId: m.id, phoneNumber: m.e164 });
    const contact = await post(`collections/${loanNumber}/contacts`, { channel: 'CALL', outcome: 'Spoke to the borrower: salary is late.', nextStep: 'Call on the 25th.' });
    expect(contact.status).toBe(201);
    expect(contact.body.contacts).toEqual([expect.objectContaining({ channel: 'CALL', outcome: 'Spoke to the borrower: salary is late.', nextStep: 'Call on the 25th.' })]);
    const refused = await post(`collections/${loanNumber}/contacts`, { channel: 'EMAIL', outcome: '' });
    expect([refused.status, refused.body.errors?.channel?.code, refused.body.errors?.outcome?.code]).toEqual([400, 'apiCollections.channel', 'apiCollections.outcome']);
    const past = await post(`collections/${loanNumber}/promises`, { promisedOn: '2027-02-19', amount: '25750' });
    expect([past.status, past.body.errors?.promisedOn?.code]).toEqual([400, 'apiCollections.promisedOn']);

    const kept = await post(`collections/${loanNumber}/promises`, { promisedOn: '2027-02-25', amount: '25,750' });
    expect(kept.status).toBe(201);
    expect(kept.body.promises).toEqual([expect.objectContaining({ promisedOn: '2027-02-25', amount: 2_575_000, status: 'PENDING', paid: null })]);
    const paid = await post('payments', { loanNumber, amount: '25750', channel: 'GCASH', externalRef: `GC-PTP-${loanNumber}` });
    expect(paid.status).toBe(200);

    const broken = await overdueLoan();
    expect((await post(`collections/${broken.loanNumber}/promises`, { promisedOn: '2027-02-22', amount: '1000' })).status).toBe(201);

    t.clock.setTo(new Date('2027-02-26T02:00:00Z'));
    expect((await t.call('post', '/dev/jobs/run').send({ job: 'promises' })).status).toBe(200);
    expect((await get(`collections/${loanNumber}`)).body.promises[0]).toMatchObject({ status: 'KEPT', paid: 2_575_000 });
    expect((await get(`collections/${broken.loanNumber}`)).body.promises[0]).toMatchObject({ status: 'BROKEN', paid: 0 });
    const audited = await t.dataSource.query(`SELECT action FROM audit_events WHERE target = (SELECT id::text FROM loans WHERE loan_number = $1) ORDER BY created_at`, [loanNumber]);
    expect(audited.map((a: { action: string }) => a.action)).toEqual(expect.arrayContaining(['collections.contact', 'collections.promise', 'collections.promise.checked']));
    await suite.invariants.expectHold();
  });

  it('sends a template to the borrower alone in their language, never at 11 pm Manila time, at most one a day', async () => {
    const { m, loanNumber } = await overdueLoan();
    t.clock.setTo(feb20(23));
    const night = await post(`collections/${loanNumber}/sms`, { template: 'POLITE_REMINDER' });
    expect([night.status, night.body.code]).toEqual([409, 'apiCollections.quietHours']);
    t.clock.setTo(feb20(5));
    expect((await post(`collections/${loanNumber}/sms`, { template: 'POLITE_REMINDER' })).body.code).toBe('apiCollections.quietHours');

    t.clock.setTo(feb20(10));
    const unknown = await post(`collections/${loanNumber}/sms`, { template: 'THREAT' });
    expect([unknown.status, unknown.body.errors?.template?.code]).toEqual([400, 'apiCollections.template']);
    const sent = await post(`collections/${loanNumber}/sms`, { template: 'POLITE_REMINDER' });
    expect(sent.status).toBe(201);
    const [row] = await t.dataSource.query(`SELECT full_name FROM members WHERE id = $1`, [m.id]);
    const text = `HLC: Good day, ${row.full_name}. Your loan ${loanNumber} has PHP 25,750.00 due. Please pay through the Pay page of the app. Thank you.`;
    expect(sent.body.messages).toEqual([expect.objectContaining({ template: 'POLITE_REMINDER', sentOn: '2027-02-20', body: text })]);
    expect((await outbox(t, m.e164)).map((x) => x.body)).toContain(text);
    const [sentTo] = await t.dataSource.query(`SELECT count(DISTINCT "to")::int AS n FROM outbound_messages WHERE body = $1`, [text]);
    expect(sentTo.n).toBe(1);

    const again = await post(`collections/${loanNumber}/sms`, { template: 'ARRANGEMENT_OFFER' });
    expect([again.status, again.body.code]).toEqual([409, 'apiCollections.oneADay']);
    t.clock.setTo(new Date(Date.UTC(2027, 1, 21, 1)));
    expect((await post(`collections/${loanNumber}/sms`, { template: 'ARRANGEMENT_OFFER' })).status).toBe(201);
  });

  it('answers 404 for a loan that is not running', async () => {
    const res = await get('collections/HLC-2027-999999');
    expect(res.status).toBe(404);
  });
});

describe('SMS templates', () => {
  it('lists the seeded polite templates to staff; an admin rewrites one, never with threatening or shaming words', async () => {
    const list = await get('sms-templates');
    expect(list.body.templates.map((x: { code: string }) => x.code)).toEqual(['ARRANGEMENT_OFFER', 'POLITE_REMINDER', 'PROMISE_THANKS']);
    const admin = await adminMember(t);
    const put = (body: Record<string, unknown>) => t.call('put', '/admin/sms-templates/PROMISE_THANKS', { token: admin.adminToken }).send(body);
    const threat = await put({ bodyEn: 'Pay {{amountDue}} or the police will arrest you.', bodyFil: 'Magbayad ka o ipapahiya ka namin sa amo mo.' });
    expect(threat.status).toBe(400);
    expect(threat.body.errors).toMatchObject({ bodyEn: { code: 'apiCollections.templateWords' }, bodyFil: { code: 'apiCollections.templateWords' } });
    expect(threat.body.errors.bodyEn.message).toContain('arrest, police');
    const placeholder = await put({ bodyEn: 'Hi {{employerName}}', bodyFil: 'Salamat, {{name}}.' });
    expect(placeholder.body.errors?.bodyEn?.code).toBe('apiCollections.templatePlaceholder');
    const ok = await put({ bodyEn: '{{company}}: Thank you, {{name}}.', bodyFil: '{{company}}: Salamat, {{name}}.' });
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ code: 'PROMISE_THANKS', bodyEn: '{{company}}: Thank you, {{name}}.' });
    const missing = await t.call('put', '/admin/sms-templates/NOPE', { token: admin.adminToken }).send({ bodyEn: 'Hi', bodyFil: 'Hi' });
    expect(missing.status).toBe(404);
    const [audit] = await t.dataSource.query(`SELECT details FROM audit_events WHERE action = 'collections.template' AND actor_id = $1`, [admin.id]);
    expect(audit.details.after).toEqual({ bodyEn: '{{company}}: Thank you, {{name}}.', bodyFil: '{{company}}: Salamat, {{name}}.' });
  });
});

describe('SMS templates never carry links', () => {
  it('refuses a link when an admin saves a template, and when an officer sends one saved before: a coded refusal, never a 500', async () => {
    const admin = await adminMember(t);
    const saved = await t
      .call('put', '/admin/sms-templates/PROMISE_THANKS', { token: admin.adminToken })
      .send({ bodyEn: '{{company}}: pay at https://pay.example.com, {{name}}.', bodyFil: '{{company}}: magbayad sa halimbawa.ph, {{name}}.' });
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toMatchObject({ bodyEn: { code: 'apiCollections.templateLink' }, bodyFil: { code: 'apiCollections.templateLink' } });

    // A template that reached the table with a link (written before the rule): sending it is refused, nothing goes out.
    const { m, loanNumber } = await overdueLoan();
    await t.dataSource.query(`INSERT INTO sms_templates (code, body_en, body_fil) VALUES ('LINKED_REMINDER', $1, $1)`, ['{{company}}: pay at www.example.com, {{name}}.']);
    try {
      const sent = await post(`collections/${loanNumber}/sms`, { template: 'LINKED_REMINDER' });
      expect([sent.status, sent.body.errors?.template?.code]).toEqual([400, 'apiCollections.templateLink']);
      expect((await outbox(t, m.e164)).some((x) => x.body.includes('example.com'))).toBe(false);
      const [logged] = await t.dataSource.query(`SELECT count(*)::int AS n FROM collection_sms WHERE template_code = 'LINKED_REMINDER'`);
      expect(logged.n).toBe(0);
    } finally {
      await t.dataSource.query(`DELETE FROM sms_templates WHERE code = 'LINKED_REMINDER'`);
    }
  });
});

describe('SMS templates write dates in words', () => {
  it('refuses a YYYY-MM-DD date when an admin saves a template, and when an officer sends one saved before: a coded refusal, never a 500', async () => {
    const admin = await adminMember(t);
    const saved = await t
      .call('put', '/admin/sms-templates/PROMISE_THANKS', { token: admin.adminToken })
      .send({ bodyEn: '{{company}}: pay by 2026-12-15, {{name}}.', bodyFil: '{{company}}: Salamat, {{name}}.' });
    expect(saved.status).toBe(400);
    expect(saved.body.errors).toMatchObject({ bodyEn: { code: 'apiCollections.templateDate' } });
    expect(saved.body.errors.bodyFil).toBeUndefined();

    // A template that reached the table with such a date: sending it is refused, nothing goes out.
    const { m, loanNumber } = await overdueLoan();
    await t.dataSource.query(`INSERT INTO sms_templates (code, body_en, body_fil) VALUES ('DATED_REMINDER', $1, $1)`, ['{{company}}: pay by 2026-12-15, {{name}}.']);
    try {
      const sent = await post(`collections/${loanNumber}/sms`, { template: 'DATED_REMINDER' });
      expect([sent.status, sent.body.errors?.template?.code]).toEqual([400, 'apiCollections.templateDate']);
      expect((await outbox(t, m.e164)).some((x) => x.body.includes('2026-12-15'))).toBe(false);
    } finally {
      await t.dataSource.query(`DELETE FROM sms_templates WHERE code = 'DATED_REMINDER'`);
    }
  });
});
