import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '../src/database/data-source-options';
import { createDatabase, dropDatabase, migratedDataSource } from './support/database';

const serverUrl = () => process.env.TEST_SERVER_URL!;

describe('migrations', () => {
  const name = `halimbawa_migrations_${Date.now()}`;
  let url: string;
  beforeAll(async () => {
    url = await createDatabase(serverUrl(), name);
  });
  afterAll(() => dropDatabase(serverUrl(), name));

  it('apply, revert to an empty schema, and apply again', async () => {
    const dataSource = await migratedDataSource(url);
    try {
      const tables = async () =>
        (await dataSource.query(`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_name <> 'migrations' ORDER BY 1`)).map(
          (r: { table_name: string }) => r.table_name,
        );
      // Every module's migration adds its tables; other modules' tables may be there too.
      const applied = await tables();
      expect(applied).toEqual(
        expect.arrayContaining([
          'audit_events',
          'contact_messages',
          'identity_documents',
          'member_address',
          'member_bank_accounts',
          'member_identity',
          'member_personal',
          'member_references',
          'members',
          'otp_challenges',
          'outbound_messages',
          'refresh_tokens',
        ]),
      );
      while ((await dataSource.query('SELECT count(*)::int AS n FROM migrations'))[0].n > 0) await dataSource.undoLastMigration();
      expect(await tables()).toEqual([]);
      await dataSource.runMigrations();
      expect(await tables()).toEqual(applied);
    } finally {
      await dataSource.destroy();
    }
  });

  it('match the entities exactly (TypeORM would change nothing)', async () => {
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    try {
      const pending = await dataSource.driver.createSchemaBuilder().log();
      expect(pending.upQueries.map((q) => q.query)).toEqual([]);
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('migration 1796900000000-channel-reference-key', () => {
  const name = `halimbawa_refkey_${Date.now()}`;
  afterAll(() => dropDatabase(serverUrl(), name));

  it('keys the references without case or spaces, and keeps every earlier duplicate, marked, so the unique index builds', async () => {
    const dataSource = await migratedDataSource(await createDatabase(serverUrl(), name));
    try {
      const undone = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM migrations WHERE name = 'ChannelReferenceKey1796900000000'`))[0].n === 0;
      while (!(await undone())) await dataSource.undoLastMigration();
      const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await dataSource.transaction(async (m) => {
        // Rows as the earlier schema let them be; the keys they point to do not matter here.
        await m.query(`SET LOCAL session_replication_role = replica`);
        const insert = (id: string, channel: string, ref: string, at: string) =>
          m.query(
            `INSERT INTO repayments (id, loan_id, member_id, source, kind, amount, late_charge, interest, principal, channel, external_ref, recorded_by, entry_id, request_fingerprint, created_at)
             VALUES ($1, $2, $2, 'CHANNEL', 'CHANNEL', 100, 0, 0, 100, $3, $4, $2, $2, 'f', $5)`,
            [id, randomUUID(), channel, ref, at],
          );
        await insert(ids[0], 'GCASH', 'DUP-ab12', '2027-01-01T00:00:00Z');
        await insert(ids[1], 'GCASH', 'dup-AB12', '2027-01-02T00:00:00Z');
        await insert(ids[2], 'MAYA', 'dup-ab12', '2027-01-03T00:00:00Z');
        await insert(ids[3], 'GCASH', 'other-1', '2027-01-04T00:00:00Z');
      });
      await dataSource.runMigrations();
      const rows: { id: string; external_ref_key: string }[] = await dataSource.query(`SELECT id, external_ref_key FROM repayments WHERE id = ANY($1)`, [ids]);
      const keyOf = Object.fromEntries(rows.map((r) => [r.id, r.external_ref_key]));
      expect(keyOf).toEqual({
        [ids[0]]: 'DUP-AB12',
        [ids[1]]: `DUP-AB12 DUPLICATE ${ids[1]}`,
        [ids[2]]: 'DUP-AB12',
        [ids[3]]: 'OTHER-1',
      });
    } finally {
      await dataSource.destroy();
    }
  });
});

describe('migration 1798112900000-channel-transaction-keys', () => {
  const name = `halimbawa_txkey_${Date.now()}`;
  afterAll(() => dropDatabase(serverUrl(), name));

  it("keys the channels' transaction ids without case or spaces, and keeps every earlier duplicate, marked, so the unique key builds", async () => {
    const dataSource = await migratedDataSource(await createDatabase(serverUrl(), name));
    try {
      const undone = async () => (await dataSource.query(`SELECT count(*)::int AS n FROM migrations WHERE name = 'ChannelTransactionKeys1798112900000'`))[0].n === 0;
      while (!(await undone())) await dataSource.undoLastMigration();
      const ids = [randomUUID(), randomUUID(), randomUUID(), randomUUID()];
      await dataSource.transaction(async (m) => {
        const insert = (id: string, channel: string, transactionId: string, at: string) =>
          m.query(
            `INSERT INTO channel_payments (id, channel, transaction_id, reference, amount, fingerprint, outcome, receipt_number, paid_at, created_at)
             VALUES ($1::uuid, $2, $3, 'NOT-OURS', 100, 'f', 'SUSPENSE', $1::text, $4, $4)`,
            [id, channel, transactionId, at],
          );
        await insert(ids[0], 'GCASH', 'case-x', '2027-01-01T00:00:00Z');
        await insert(ids[1], 'GCASH', 'CASE-X', '2027-01-02T00:00:00Z');
        await insert(ids[2], 'MAYA', 'case-x', '2027-01-03T00:00:00Z');
        await insert(ids[3], 'GCASH', 'other-1', '2027-01-04T00:00:00Z');
      });
      await dataSource.runMigrations();
      const rows: { id: string; transaction_key: string }[] = await dataSource.query(`SELECT id, transaction_key FROM channel_payments WHERE id = ANY($1)`, [ids]);
      expect(Object.fromEntries(rows.map((r) => [r.id, r.transaction_key]))).toEqual({
        [ids[0]]: 'CASE-X',
        [ids[1]]: `CASE-X DUPLICATE ${ids[1]}`,
        [ids[2]]: 'CASE-X',
        [ids[3]]: 'OTHER-1',
      });
    } finally {
      await dataSource.destroy();
    }
  });
});
