// `npm run seed:scale -- --loans 200000 [--seed N] [--database-url URL] [--force]`: a lender's
// portfolio at scale in the product's own tables, written in bulk as the services write them (the
// row shapes were taken from a member driven through the API; test/scale-seed.int-spec.ts compares
// them again). See docs/benchmarks.md, "A portfolio at scale".
//
// One member per loan, each activated with KYC verified; loans in every state the services write
// (pending review, approved, rejected, cancelled, disbursed and paid on time, overdue in every
// delinquency bucket with its late charges, paid off); every disbursement and every payment a
// balanced journal entry, payments recorded by officers through every channel, with their receipts,
// support tickets and the audit rows of each step.
//
// Speed: the rows go in with INSERT ... SELECT FROM unnest() in batches, with the ledger's row
// triggers off for the session (session_replication_role = replica); the balances are then set
// from the lines in one statement and the ledger's invariants checked before the commit, so a
// wrong row fails the run rather than the database. Deterministic for a --seed on a given day
// (dates are relative to today).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const requireApi = createRequire(join(root, 'apps/api/package.json'));
const domain = requireApi('@halimbawa/domain');
const argon2 = requireApi('argon2');

/** Every seeded borrower's password, and every seeded officer's (their phones are in SEEDED_PHONE). */
export const SCALE_PASSWORD = 'Scale#2026';
/** The seeded people's phones: borrowers +6396NNNNNNNN, officers +63950000NNNN. */
const BORROWER_PREFIX = '+6396';
const OFFICER_PREFIX = '+63950000';
const OFFICERS = 12;
const MONTHLY_RATE_BPS = 50;
const GRACE_DAYS = domain.DEFAULT_LATE_CHARGE.graceDays;
const LATE_BPS = domain.DEFAULT_LATE_CHARGE.lateChargeBpsPerMonth;
const CHANNELS = Object.keys(domain.CHANNEL_MAX_CENTAVOS);
const DAY_MS = 86_400_000;

/** Days past due of the late loans: a share of each bucket of the portfolio-at-risk report. */
const DPD_BUCKETS = [
  [4, 30],
  [31, 60],
  [61, 90],
  [91, 180],
  [181, 360],
];

const FIRST = ['Maria', 'Jose', 'Juan', 'Ana', 'Mark', 'Angelica', 'John Paul', 'Kristine', 'Rodel', 'Jasmine', 'Carlo', 'Princess', 'Jerome', 'Mary Joy', 'Ramon', 'Liza', 'Paolo', 'Rowena', 'Noel', 'Cristina'];
const LAST = ['Santos', 'Reyes', 'Cruz', 'Bautista', 'Ocampo', 'Garcia', 'Mendoza', 'Torres', 'Villanueva', 'Ramos', 'Aquino', 'Castillo', 'Flores', 'Dela Cruz', 'Gonzales', 'Navarro', 'Salazar', 'Mercado', 'Domingo', 'Pascual'];
const JOBS = [
  ['Accountant', 'Accounting / Finance'],
  ['Teacher', 'Education'],
  ['Nurse', 'Healthcare'],
  ['Call Center Agent', 'BPO'],
  ['Driver', 'Transportation'],
  ['Sales Associate', 'Sales'],
];
const TOWNS = ['Makati City', 'Quezon City', 'Pasig City', 'Cebu City', 'Davao City', 'Taguig City', 'Manila', 'Iloilo City'];
const TOPICS = ['LOAN', 'PAYMENT', 'WITHDRAWAL', 'ACCOUNT', 'COMPLAINT', 'OTHER'];

/** mulberry32: a small deterministic generator; one per loan, from the run's seed and the loan's index. */
function generator(seed, index) {
  let a = (Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35)) >>> 0;
  let ids = 0;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (lo, hi) => lo + Math.floor(next() * (hi - lo + 1)),
    pick: (list) => list[Math.floor(next() * list.length)],
    /** Random-looking like gen_random_uuid(): a digest of the seed, the loan and a counter (a 32-bit generator state would repeat across loans). */
    uuid() {
      const hex = createHash('md5').update(`${seed}:${index}:${ids++}`).digest('hex');
      return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 3) | 8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
    },
  };
}

const sha256 = (text) => createHash('sha256').update(text).digest('hex');
/** requestFingerprint of apps/api/src/common/idempotency.ts: keys sorted, no spaces. */
function fingerprint(body) {
  const canonical = (v) =>
    Array.isArray(v) ? `[${v.map(canonical).join(',')}]` : v !== null && typeof v === 'object' ? `{${Object.keys(v).sort().map((k) => `${JSON.stringify(k)}:${canonical(v[k])}`).join(',')}}` : JSON.stringify(v);
  return sha256(canonical(body));
}
const addMinutes = (date, minutes) => new Date(date.getTime() + minutes * 60_000);
/** The Manila day `iso` at hh:mm Manila time. */
const manilaAt = (iso, hh, mm) => new Date(Date.parse(`${iso}T${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}:00+08:00`));

/** The state a loan of the portfolio is in, by its draw: mostly running, a tenth late. */
function stateOf(u) {
  if (u < 0.02) return 'PENDING_REVIEW';
  if (u < 0.03) return 'APPROVED';
  if (u < 0.06) return 'REJECTED';
  if (u < 0.08) return 'CANCELLED';
  if (u < 0.2) return 'PAID_OFF';
  if (u < 0.3) return 'OVERDUE';
  return 'DISBURSED';
}

const STATES = ['PENDING_REVIEW', 'APPROVED', 'REJECTED', 'CANCELLED', 'PAID_OFF', 'OVERDUE', 'DISBURSED'];

/** The rows of one batch, column by column, for INSERT ... SELECT FROM unnest(). */
class Batch {
  constructor() {
    this.tables = new Map();
  }
  add(table, row) {
    let t = this.tables.get(table);
    if (!t) this.tables.set(table, (t = { columns: Object.keys(row), values: Object.keys(row).map(() => []) }));
    t.columns.forEach((c, i) => t.values[i].push(row[c] ?? null));
  }
}

/** Column types for the unnest casts: anything not named is text. */
const TYPES = {
  id: 'uuid', member_id: 'uuid', loan_id: 'uuid', entry_id: 'uuid', account_id: 'uuid', actor_id: 'uuid', reviewed_by: 'uuid', approved_by: 'uuid', rejected_by: 'uuid',
  recorded_by: 'uuid', ticket_id: 'uuid', staff_id: 'uuid',
  created_at: 'timestamptz', updated_at: 'timestamptz', submitted_at: 'timestamptz', reviewed_at: 'timestamptz', terms_accepted_at: 'timestamptz', rate_fetched_at: 'timestamptz',
  applied_at: 'timestamptz', approved_at: 'timestamptz', rejected_at: 'timestamptz', signed_at: 'timestamptz', disbursed_at: 'timestamptz', disbursement_notified_at: 'timestamptz',
  cancelled_at: 'timestamptz', closed_at: 'timestamptz', paid_at: 'timestamptz', credit_notice_acknowledged_at: 'timestamptz', overdue_at: 'timestamptz', first_answered_at: 'timestamptz',
  birth_date: 'date', due_date: 'date', booked_on: 'date', overdue_checked_on: 'date', reminded_on: 'date',
  amount: 'bigint', amount_php: 'bigint', instalment: 'bigint', total_interest: 'bigint', total_repay: 'bigint', applied_amount: 'bigint', applied_amount_php: 'bigint',
  monthly_net_income: 'bigint', principal: 'bigint', interest: 'bigint', total: 'bigint', paid_principal: 'bigint', paid_interest: 'bigint', late_charge: 'bigint',
  paid_late_charge: 'bigint', rebated_interest: 'bigint', rebate: 'bigint', interest_refund: 'bigint', remaining: 'bigint', repaid_from_wallet: 'bigint', interest_refunded: 'bigint',
  installment_count: 'int', applied_installment_count: 'int', monthly_rate_bps: 'int', number: 'int', version: 'int', schedule_version: 'int',
  exchange_rate: 'numeric', eir_monthly: 'numeric', eir_yearly: 'numeric',
  prescreen: 'jsonb', paid_parts: 'jsonb', details: 'jsonb',
  is_agree: 'boolean', paid_off: 'boolean', allow_negative: 'boolean', auto_debit: 'boolean',
  ip_address: 'inet', roles: 'text[]', balance: 'bigint',
};

async function insertBatch(client, batch) {
  for (const [table, { columns, values }] of batch.tables) {
    const casts = columns.map((c, i) => {
      const type = TYPES[c] ?? 'text';
      // jsonb, inet and arrays travel as text, cast after the unnest.
      return ['jsonb', 'inet', 'text[]'].includes(type) ? `unnest($${i + 1}::text[])::${type}` : `unnest($${i + 1}::${type}[])`;
    });
    const params = values.map((column, i) => (TYPES[columns[i]] === 'jsonb' ? column.map((v) => (v === null ? null : JSON.stringify(v))) : column));
    await client.query(`INSERT INTO ${table} (${columns.join(', ')}) SELECT ${casts.join(', ')}`, params);
  }
}

/** The whole ledger's invariants (apps/api/test/support/ledger-invariants.ts, on every entry): empty when they hold. */
export async function ledgerProblems(client) {
  const problems = [];
  const entries = await client.query(
    `SELECT e.movement_key FROM journal_entries e LEFT JOIN journal_lines l ON l.entry_id = e.id
      GROUP BY e.id HAVING count(l.id) < 2 OR coalesce(sum(l.amount), 0) <> 0 LIMIT 5`,
  );
  for (const e of entries.rows) problems.push(`entry ${e.movement_key} does not balance`);
  const accounts = await client.query(
    `SELECT a.code FROM ledger_accounts a LEFT JOIN (SELECT account_id, sum(amount) AS s FROM journal_lines GROUP BY account_id) l ON l.account_id = a.id
      WHERE a.balance <> coalesce(l.s, 0) OR (NOT a.allow_negative AND a.balance < 0) LIMIT 5`,
  );
  for (const a of accounts.rows) problems.push(`account ${a.code}: balance differs from its lines or is negative`);
  return problems;
}

/** Refuses a database with people or loans the scale seed did not write (unless forced). */
async function checkDatabase(client, force) {
  const { rows } = await client.query(
    `SELECT (SELECT count(*) FROM members WHERE NOT roles && $2::text[] AND phone_number NOT LIKE $1)::int AS people,
            (SELECT count(*) FROM loans l JOIN members m ON m.id = l.member_id WHERE m.phone_number NOT LIKE $1)::int AS loans,
            (SELECT count(*) FROM members WHERE phone_number LIKE $1)::int AS seeded`,
    [`${BORROWER_PREFIX}%`, domain.STAFF_ROLES],
  );
  const [{ people, loans, seeded }] = rows;
  if ((people > 0 || loans > 0) && !force) {
    throw new Error(`the database holds ${people} members and ${loans} loans that the scale seed did not write; refusing (--force to seed anyway)`);
  }
  return seeded;
}

function progress(done, total, startedAt) {
  const width = 30;
  const filled = Math.round((done / total) * width);
  const elapsed = (Date.now() - startedAt) / 1000;
  const eta = done > 0 ? (elapsed * (total - done)) / done : 0;
  process.stderr.write(`\r[${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total} loans, ${elapsed.toFixed(0)} s, about ${eta.toFixed(0)} s left `);
}

/** What one borrower's life so far writes: the member, their KYC, one loan and all that followed it. */
function borrower(ctx, index, batch) {
  const g = generator(ctx.seed, index);
  const { today, now, officers, company } = ctx;
  const memberId = g.uuid();
  const first = g.pick(FIRST);
  const last = g.pick(LAST);
  const [jobTitle, jobCategory] = g.pick(JOBS);
  const income = g.int(15, 120) * 100_000;
  // The first loans take each state in turn, so that even a tiny portfolio has every one.
  const draw = g.next();
  const state = index < STATES.length ? STATES[index] : stateOf(draw);
  const months = g.pick([6, 12, 12, 24]);
  const principal = Math.min(g.int(5, 150) * 100_000, Math.floor(income * 2.5 / 100_000) * 100_000 || 500_000);
  const quote = domain.quoteLoan(principal, months, MONTHLY_RATE_BPS);
  const officer = officers[g.int(0, officers.length - 1)];
  const language = g.next() < 0.3 ? 'fil' : 'en';

  // When the loan was disbursed and how many instalments were paid, from its state.
  let disbursedOn = null;
  let paidCount = 0;
  let dpd = 0;
  if (state === 'DISBURSED') {
    const elapsed = g.int(0, months - 1);
    disbursedOn = domain.manilaIsoDate(new Date(domain.addMonthsManila(manilaAt(today, 10, 0), -elapsed).getTime() - g.int(1, 27) * DAY_MS));
  } else if (state === 'OVERDUE') {
    const [lo, hi] = DPD_BUCKETS[index % DPD_BUCKETS.length];
    dpd = g.int(lo, hi);
    const firstUnpaid = g.int(1, months);
    const oldestDue = domain.manilaIsoDate(new Date(manilaAt(today, 10, 0).getTime() - dpd * DAY_MS));
    disbursedOn = domain.manilaIsoDate(domain.addMonthsManila(manilaAt(oldestDue, 10, 0), -firstUnpaid));
  } else if (state === 'PAID_OFF') {
    disbursedOn = domain.manilaIsoDate(domain.addMonthsManila(manilaAt(today, 10, 0), -months - g.int(0, 12)));
  }
  const disbursedAt = disbursedOn ? manilaAt(disbursedOn, g.int(8, 17), g.int(0, 59)) : null;
  const appliedAt = disbursedAt ? new Date(disbursedAt.getTime() - g.int(1, 3) * DAY_MS) : new Date(now.getTime() - g.int(1, 20) * 3_600_000);
  const createdAt = new Date(appliedAt.getTime() - g.int(1, 60) * DAY_MS);
  const kycAt = addMinutes(createdAt, g.int(30, 600));

  batch.add('members', {
    id: memberId, phone_number: `${BORROWER_PREFIX}${String(ctx.offset + index).padStart(8, '0')}`, email: `scale${ctx.offset + index}@scale.example`,
    full_name: `${first} ${last}`, password_hash: ctx.passwordHash, roles: '{MEMBER}', info_state: 'INFO_COMPLETED', work_place_country: 'PH',
    work_location: g.pick(TOWNS), job_title: jobTitle, job_category: jobCategory, monthly_net_income: income, ip_address: `10.${g.int(0, 255)}.${g.int(0, 255)}.${g.int(1, 254)}`,
    country_register: 'PH', company_register: company, created_at: createdAt, updated_at: kycAt, terms_accepted_at: createdAt,
    terms_version: domain.LEGAL_TERMS_VERSION, language, auto_debit: false,
  });
  const birthYear = g.int(1965, 2003);
  batch.add('member_personal', {
    member_id: memberId, gender: g.pick(['Male', 'Female']), first_name: first, middle_name: null, last_name: last,
    birth_date: `${birthYear}-${String(g.int(1, 12)).padStart(2, '0')}-${String(g.int(1, 28)).padStart(2, '0')}`, marital_status: g.pick(['Single', 'Married']),
    nationality: 'Filipino', is_agree: true, created_at: createdAt, updated_at: createdAt,
  });
  batch.add('member_identity', {
    member_id: memberId, submitted_at: addMinutes(createdAt, 20), reviewed_by: officer, reviewed_at: kycAt, created_at: addMinutes(createdAt, 20), updated_at: kycAt,
    identity_type: 'Passport', identity_number: `P${String(7_000_000 + index).padStart(7, '0')}A`, kyc_status: 'VERIFIED',
  });
  const audit = (row) => batch.add('audit_events', { id: g.uuid(), ip_address: null, details: {}, loan_id: null, ...row });
  audit({ actor_id: memberId, action: 'member.registered', target: memberId, member_id: memberId, created_at: createdAt, ip_address: '10.0.0.1' });
  audit({
    actor_id: officer, action: 'officer.kyc.decide', target: memberId, member_id: memberId, created_at: kycAt,
    details: { to: 'VERIFIED', from: 'PENDING', infoState: { to: 'INFO_COMPLETED', from: 'INFO_COMPLETED' }, reasonCode: null },
  });

  // The loan.
  const loanId = g.uuid();
  const loanNumber = `${company}-${appliedAt.getUTCFullYear()}-${String(ctx.loanSerial++).padStart(6, '0')}`;
  const decided = addMinutes(appliedAt, g.int(5, 240));
  const signed = addMinutes(decided, g.int(5, 600));
  const approved = !['PENDING_REVIEW', 'REJECTED'].includes(state);
  const isSigned = disbursedAt !== null;
  const contract = isSigned ? sha256(`${loanNumber}:contract`) : null;
  const loan = {
    id: loanId, loan_number: loanNumber, member_id: memberId, status: state, currency: 'PHP', exchange_rate: '1', rate_source: 'seed', rate_fetched_at: ctx.rateFetchedAt,
    amount: principal, amount_php: principal, installment_count: months, monthly_rate_bps: MONTHLY_RATE_BPS, instalment: quote.instalment,
    total_interest: quote.totalInterest, total_repay: quote.totalRepay, eir_monthly: quote.eirMonthly.toFixed(12), eir_yearly: quote.eirYearly.toFixed(12),
    applied_amount: principal, applied_amount_php: principal, applied_installment_count: months,
    prescreen: { age: domain.ageOn({ year: birthYear, month: 12, day: 31 }, appliedAt), dsr: Number((quote.instalment / income).toFixed(4)), kycStatus: 'VERIFIED', ageInRange: true, computedAt: appliedAt.toISOString(), instalment: quote.instalment, monthlyNetIncome: income },
    applied_at: appliedAt, approved_at: approved ? decided : null, approved_by: approved ? officer : null, approval_reason_code: approved ? 'FULL' : null,
    rejected_at: state === 'REJECTED' ? decided : null, rejected_by: state === 'REJECTED' ? officer : null, rejection_reason_code: state === 'REJECTED' ? g.pick(['HIGH_DSR', 'LOW_INCOME', 'OTHER_POLICY']) : null,
    signed_at: isSigned ? signed : null, contract_sha256: contract, disbursed_at: disbursedAt, disbursement_notified_at: disbursedAt ? addMinutes(disbursedAt, 1) : null,
    cancelled_at: state === 'CANCELLED' ? decided : null, closed_at: null, closure_reason: state === 'CANCELLED' ? 'MEMBER_CANCELLED' : null,
    created_at: appliedAt, updated_at: appliedAt, overdue_checked_on: state === 'OVERDUE' ? today : null,
    reminded_on: state === 'OVERDUE' ? today : null, schedule_version: 1,
    credit_notice_version: domain.CREDIT_DATA_NOTICE_VERSION, credit_notice_acknowledged_at: appliedAt,
  };
  if (state === 'REJECTED') loan.closed_at = decided;
  if (state === 'CANCELLED') loan.closed_at = decided;
  audit({ actor_id: memberId, action: 'loan.apply', target: loanId, member_id: memberId, loan_id: loanId, created_at: appliedAt, details: { rate: '1', amount: principal, currency: 'PHP', amountPhp: principal, offerAmount: null, installmentCount: months } });
  if (approved) audit({ actor_id: officer, action: 'officer.loan.approve', target: loanId, member_id: memberId, loan_id: loanId, created_at: decided, details: { note: null, amount: principal, changed: false, amountPhp: principal, loanNumber, reasonCode: 'FULL', installmentCount: months } });
  if (state === 'REJECTED') audit({ actor_id: officer, action: 'officer.loan.reject', target: loanId, member_id: memberId, loan_id: loanId, created_at: decided, details: { loanNumber, reasonCode: loan.rejection_reason_code } });
  if (state === 'CANCELLED') audit({ actor_id: memberId, action: 'loan.cancel', target: loanId, member_id: memberId, loan_id: loanId, created_at: decided, details: { loanNumber } });
  if (isSigned) audit({ actor_id: memberId, action: 'loan.sign', target: loanId, member_id: memberId, loan_id: loanId, created_at: signed, details: { sha256: contract, loanNumber } });

  // The schedule (its rows exist from the application; due dates from the disbursement).
  const dues = disbursedAt ? domain.dueDates(disbursedAt, months).map(domain.manilaIsoDate) : [];
  if (state === 'DISBURSED') paidCount = dues.filter((d) => d <= today).length;
  if (state === 'OVERDUE') paidCount = dues.findIndex((d) => d >= domain.manilaIsoDate(new Date(manilaAt(today, 10, 0).getTime() - dpd * DAY_MS)));
  if (state === 'PAID_OFF') paidCount = months;

  const wallet = ctx.accountIds(memberId, g);
  if (disbursedAt) {
    const entryId = g.uuid();
    batch.add('journal_entries', { id: entryId, movement_key: `loan:${loanId}:disbursement`, kind: 'DISBURSEMENT', description: `Loan ${loanNumber} disbursed to the wallet`, member_id: memberId, loan_id: loanId, created_at: disbursedAt, booked_on: disbursedOn });
    batch.add('journal_lines', { id: g.uuid(), entry_id: entryId, account_id: ctx.accounts.LOAN_RECEIVABLE, amount: -principal });
    batch.add('journal_lines', { id: g.uuid(), entry_id: entryId, account_id: wallet, amount: principal });
    audit({ actor_id: null, action: 'system.loan.disburse', target: loanId, member_id: memberId, loan_id: loanId, created_at: disbursedAt, details: { loanNumber, amountPhp: principal, entryId, replayed: false } });
  }
  let paid = 0;
  let lastPaidAt = null;
  quote.schedule.forEach((row, i) => {
    const due = dues[i] ?? null;
    const schedule = {
      loan_id: loanId, number: row.number, due_date: due, principal: row.principal, interest: row.interest, total: row.total,
      paid_principal: 0, paid_interest: 0, paid_at: null, late_charge: 0, paid_late_charge: 0, rebated_interest: 0, overdue_at: null, paid_parts: [], version: 1,
    };
    if (i < paidCount) {
      const paidAt = manilaAt(due, g.int(7, 20), g.int(0, 59));
      const at = new Date(Math.min(paidAt.getTime() - g.int(0, 4) * DAY_MS, now.getTime() - 60_000));
      const channel = CHANNELS[(index + i) % CHANNELS.length];
      const externalRef = `${channel.slice(0, 2)}${ctx.seed}-${index}-${row.number}`;
      paid += row.total;
      const repaymentId = g.uuid();
      const entryId = g.uuid();
      const paidOff = i === months - 1;
      const receipt = `OR-${String(ctx.receiptSerial++).padStart(8, '0')}`;
      Object.assign(schedule, { paid_principal: row.principal, paid_interest: row.interest, paid_at: at, paid_parts: [{ on: domain.manilaIsoDate(at), amount: row.total }] });
      batch.add('journal_entries', {
        id: entryId, movement_key: `payment:${channel}:${externalRef}`, kind: 'REPAYMENT', description: `Repayment of loan ${loanNumber} received by ${channel} (${externalRef})`,
        member_id: memberId, loan_id: loanId, created_at: at, booked_on: domain.manilaIsoDate(at),
      });
      batch.add('journal_lines', { id: g.uuid(), entry_id: entryId, account_id: ctx.accounts.COMPANY_FUNDING, amount: -row.total });
      batch.add('journal_lines', { id: g.uuid(), entry_id: entryId, account_id: ctx.accounts.LOAN_RECEIVABLE, amount: row.principal });
      batch.add('journal_lines', { id: g.uuid(), entry_id: entryId, account_id: ctx.accounts.INTEREST_INCOME, amount: row.interest });
      batch.add('repayments', {
        id: repaymentId, loan_id: loanId, member_id: memberId, source: 'CHANNEL', kind: 'CHANNEL', amount: row.total, late_charge: 0, interest: row.interest, principal: row.principal,
        rebate: 0, idempotency_key: null, request_fingerprint: fingerprint({ loanNumber, amount: (row.total / 100).toFixed(2), channel, externalRef }), channel, external_ref: externalRef,
        recorded_by: officer, entry_id: entryId, paid_off: paidOff, created_at: at, external_ref_key: externalRef, interest_refund: 0, receipt_number: receipt,
        remaining: quote.totalRepay - paid,
      });
      audit({
        actor_id: officer, action: 'officer.payment.record', target: loanId, member_id: memberId, loan_id: loanId, created_at: at,
        details: { amount: row.total, rebate: 0, channel, paidOff, loanNumber, externalRef },
      });
      lastPaidAt = at;
    } else if (state === 'OVERDUE' && due && due <= domain.manilaIsoDate(new Date(manilaAt(today, 10, 0).getTime() - GRACE_DAYS * DAY_MS))) {
      // As the overdue job marks it: the late charge of every started month, the day it was first found.
      schedule.late_charge = domain.lateCharge(row.total, domain.monthsLate(due, today), LATE_BPS);
      schedule.overdue_at = manilaAt(domain.manilaIsoDate(new Date(manilaAt(due, 10, 0).getTime() + GRACE_DAYS * DAY_MS)), 0, 5);
    }
    batch.add('loan_schedule', schedule);
  });
  if (state === 'PAID_OFF') Object.assign(loan, { closed_at: lastPaidAt, closure_reason: 'REPAID', updated_at: lastPaidAt });
  else if (lastPaidAt) loan.updated_at = lastPaidAt;
  batch.add('loans', loan);

  // One borrower in twenty wrote to support; most were answered, some closed.
  if (g.next() < 0.05) {
    const ticketId = g.uuid();
    const opened = new Date(Math.min(addMinutes(appliedAt, g.int(60, 60 * 24 * 30)).getTime(), now.getTime() - 3_600_000));
    const status = g.pick(['OPEN', 'ANSWERED', 'ANSWERED', 'CLOSED']);
    const answered = status === 'OPEN' ? null : addMinutes(opened, g.int(10, 600));
    const reference = `S${String(ctx.ticketSerial++).padStart(6, '0')}`;
    const topic = g.pick(TOPICS);
    batch.add('support_tickets', {
      id: ticketId, reference, source: 'MEMBER', member_id: memberId, topic, status, created_at: opened, updated_at: answered ?? opened, first_answered_at: answered,
      closed_at: status === 'CLOSED' ? addMinutes(answered, 60) : null,
    });
    batch.add('support_messages', { id: g.uuid(), ticket_id: ticketId, author: 'MEMBER', staff_id: null, body: `About my loan ${loanNumber}: when is my next due date?`, created_at: opened });
    audit({ actor_id: memberId, action: 'support.open', target: ticketId, member_id: memberId, created_at: opened, details: { reference, topic } });
    if (answered) {
      batch.add('support_messages', { id: g.uuid(), ticket_id: ticketId, author: 'STAFF', staff_id: officer, body: 'Your next due date is on your loan page. Salamat po.', created_at: answered });
      audit({ actor_id: officer, action: 'officer.support.answer', target: ticketId, member_id: memberId, created_at: answered, details: { reference } });
    }
  }
}

/** The seeded loan officers (who decide, verify and record), created once. */
async function ensureOfficers(client, ctx) {
  const ids = [];
  for (let i = 1; i <= OFFICERS; i++) {
    const phone = `${OFFICER_PREFIX}${String(i).padStart(4, '0')}`;
    const { rows } = await client.query(
      `INSERT INTO members (phone_number, email, full_name, password_hash, roles, info_state, work_place_country, work_location, job_title, job_category, monthly_net_income, company_register)
       VALUES ($1, $2, $3, $4, '{LOAN_OFFICER}', 'PERSONAL_INFO', 'PH', 'Makati City', 'Loan Officer', 'Accounting / Finance', 0, $5)
       ON CONFLICT (phone_number) DO UPDATE SET phone_number = EXCLUDED.phone_number RETURNING id`,
      [phone, `officer${i}@scale.example`, `Scale Officer ${i}`, ctx.passwordHash, ctx.company],
    );
    ids.push(rows[0].id);
  }
  return ids;
}

export async function seedScale({ databaseUrl, loans, seed = 1, force = false, batchSize = 2000, quiet = false }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const startedAt = Date.now();
  try {
    const offset = await checkDatabase(client, force);
    const [{ company }] = (await client.query(`SELECT coalesce((SELECT company_register FROM members WHERE company_register IS NOT NULL ORDER BY created_at LIMIT 1), 'HLC') AS company`)).rows;
    const passwordHash = await argon2.hash(SCALE_PASSWORD, { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1, salt: Buffer.from(`scale-seed-${seed}`.padEnd(16, '.')) });
    const accounts = (await client.query(`SELECT code, id FROM ledger_accounts WHERE member_id IS NULL`)).rows;
    const serial = async (name) => Number((await client.query(`SELECT CASE WHEN is_called THEN last_value + 1 ELSE last_value END AS n FROM ${name}`)).rows[0].n);
    const now = new Date();
    const ctx = {
      seed, offset, company, passwordHash, now, today: domain.manilaIsoDate(now), rateFetchedAt: now,
      accounts: Object.fromEntries(accounts.map((a) => [a.code, a.id])),
      loanSerial: await serial('loan_number_seq'),
      receiptSerial: await serial('receipt_serial'),
      ticketSerial: await serial('support_ticket_serial'),
    };
    await client.query('BEGIN');
    // The ledger's row triggers (balance per line, sum per entry at commit) are off for this
    // transaction's bulk rows; the balances are set from the lines and checked below instead.
    await client.query(`SET LOCAL session_replication_role = replica`);
    ctx.officers = await ensureOfficers(client, { passwordHash, company });
    // The next batch is built while the database writes the last one.
    let writing = Promise.resolve();
    for (let from = 0; from < loans; from += batchSize) {
      const batch = new Batch();
      // A member's two accounts, opened with the disbursement (WALLET, WITHDRAWAL_HOLDS); answers the wallet's id.
      ctx.accountIds = (memberId, g) => {
        const walletId = g.uuid();
        batch.add('ledger_accounts', { id: walletId, code: `WALLET:${memberId}`, type: 'liability', member_id: memberId, balance: 0, allow_negative: false });
        batch.add('ledger_accounts', { id: g.uuid(), code: `WITHDRAWAL_HOLDS:${memberId}`, type: 'liability', member_id: memberId, balance: 0, allow_negative: false });
        return walletId;
      };
      const to = Math.min(loans, from + batchSize);
      for (let i = from; i < to; i++) borrower(ctx, i, batch);
      await writing;
      writing = insertBatch(client, batch).then(() => {
        if (!quiet) progress(to, loans, startedAt);
      });
    }
    await writing;
    if (!quiet) process.stderr.write('\n[seed:scale] balances from the lines, then the ledger invariants\n');
    await client.query(
      `UPDATE ledger_accounts a SET balance = l.s FROM (SELECT account_id, sum(amount) AS s FROM journal_lines GROUP BY account_id) l WHERE l.account_id = a.id AND a.balance <> l.s`,
    );
    await client.query(`SELECT setval('loan_number_seq', $1, false), setval('receipt_serial', $2, false), setval('support_ticket_serial', $3, false)`, [ctx.loanSerial, ctx.receiptSerial, ctx.ticketSerial]);
    await client.query(`SET LOCAL session_replication_role = origin`);
    const problems = await ledgerProblems(client);
    if (problems.length > 0) throw new Error(`the seeded ledger breaks its invariants:\n${problems.join('\n')}`);
    await client.query('COMMIT');
    await client.query('ANALYZE');
    return { seconds: (Date.now() - startedAt) / 1000 };
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      loans: { type: 'string', default: '200000' },
      seed: { type: 'string', default: '1' },
      'database-url': { type: 'string', default: process.env.DATABASE_URL },
      force: { type: 'boolean', default: false },
    },
  });
  if (!values['database-url']) {
    console.error('seed:scale: give --database-url or DATABASE_URL (a migrated database)');
    process.exit(2);
  }
  try {
    const { seconds } = await seedScale({ databaseUrl: values['database-url'], loans: Number(values.loans), seed: Number(values.seed), force: values.force });
    process.stderr.write(`[seed:scale] ${values.loans} loans in ${seconds.toFixed(0)} s\n`);
  } catch (error) {
    process.stderr.write(`\nseed:scale: ${error.message}\n`);
    process.exit(1);
  }
}
