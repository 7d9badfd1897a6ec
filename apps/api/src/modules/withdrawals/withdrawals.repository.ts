import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { WithdrawalStatus } from '@halimbawa/domain';
import { DataSource, In, type EntityManager } from 'typeorm';
import { keysetPage, type PageCursor } from '../../common/paging';
import { centavosOf } from '../../common/centavos.transformer';
import { PayoutAttemptEntity, WithdrawalEntity } from './withdrawal.entities';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The withdrawals' tables. Methods that take an EntityManager run inside the caller's transaction;
 * `lock` and the claim methods hold the row (FOR UPDATE) until that transaction ends.
 */
@Injectable()
export class WithdrawalsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The member's withdrawal, or null (also for an id that is not a uuid: the route answers 404). */
  ofMember(memberId: string, id: string, m: EntityManager = this.dataSource.manager, lock = false): Promise<WithdrawalEntity | null> {
    if (!UUID.test(id)) return Promise.resolve(null);
    return m.findOne(WithdrawalEntity, { where: { id, memberId }, ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /** Any withdrawal by id, locked (the job's second look). */
  lock(id: string, m: EntityManager): Promise<WithdrawalEntity | null> {
    return m.findOne(WithdrawalEntity, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  byKey(memberId: string, idempotencyKey: string, m: EntityManager = this.dataSource.manager): Promise<WithdrawalEntity | null> {
    return m.findOne(WithdrawalEntity, { where: { memberId, idempotencyKey } });
  }

  /** In one statement: the member's withdrawal made under this key, and the one waiting for its code. */
  async byKeyAndAwaiting(memberId: string, idempotencyKey: string, m: EntityManager): Promise<{ byKey: WithdrawalEntity | null; awaiting: WithdrawalEntity | null }> {
    const rows = await m.find(WithdrawalEntity, { where: [{ memberId, idempotencyKey }, { memberId, status: 'AWAITING_OTP' }] });
    return { byKey: rows.find((w) => w.idempotencyKey === idempotencyKey) ?? null, awaiting: rows.find((w) => w.status === 'AWAITING_OTP') ?? null };
  }

  /** The member's withdrawals confirmed and not yet sent or failed. */
  inFlightOf(memberId: string, m: EntityManager): Promise<WithdrawalEntity[]> {
    return m.find(WithdrawalEntity, { where: { memberId, status: In(['QUEUED', 'PROCESSING']) } });
  }

  /**
   * A page of withdrawals (the officers' list, and a member's own with `memberIds: [id]`): newest
   * first, after `after`, at most `limit` rows read (the caller asks one more than it shows);
   * `memberIds` null for every member.
   */
  /** Every withdrawal of the member, oldest first. */
  allOf(memberId: string): Promise<WithdrawalEntity[]> {
    return this.dataSource.manager.find(WithdrawalEntity, { where: { memberId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  page(p: { status?: WithdrawalStatus; memberIds: string[] | null; after: PageCursor | null; limit: number }): Promise<WithdrawalEntity[]> {
    const qb = keysetPage(this.dataSource.manager.createQueryBuilder(WithdrawalEntity, 'w'), 'w', p.after, p.limit);
    if (p.status) qb.andWhere('w.status = :status', { status: p.status });
    if (p.memberIds) qb.andWhere('w.member_id = ANY(:memberIds::uuid[])', { memberIds: p.memberIds });
    return qb.getMany();
  }

  /** Centavos sent or on their way to an e-wallet since `from` (cancelled, expired and failed ones left out). */
  async ewalletUsedSince(memberId: string, from: Date, m: EntityManager): Promise<number> {
    const [{ total }]: { total: string }[] = await m.query(
      `SELECT coalesce(sum(amount), 0)::text AS total FROM withdrawals
        WHERE member_id = $1 AND bank_kind = 'ewallet' AND created_at >= $2 AND status NOT IN ('CANCELLED', 'EXPIRED', 'FAILED')`,
      [memberId, from],
    );
    return centavosOf(total);
  }

  async nextNumber(m: EntityManager): Promise<string> {
    const [{ n }]: { n: string }[] = await m.query(`SELECT nextval('withdrawal_number_seq')::text AS n`);
    return n;
  }

  async attemptsOf(ids: string[]): Promise<Map<string, number>> {
    if (ids.length === 0) return new Map();
    const rows: { withdrawal_id: string; n: number }[] = await this.dataSource.query(
      `SELECT withdrawal_id, count(*)::int AS n FROM payout_attempts WHERE withdrawal_id = ANY($1::uuid[]) GROUP BY withdrawal_id`,
      [ids],
    );
    return new Map(rows.map((r) => [r.withdrawal_id, r.n]));
  }

  // ------------------------------------------------------------------ the job's claims (one row each)

  /** The next withdrawal waiting for its code past its expiry, not in `skip`. */
  claimExpired(now: Date, skip: string[], m: EntityManager): Promise<WithdrawalEntity | null> {
    return this.claim(
      m,
      `SELECT id FROM withdrawals
        WHERE status = 'AWAITING_OTP' AND expires_at <= $1 AND NOT (id = ANY($2::uuid[]))
        ORDER BY expires_at, id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now, skip],
    );
  }

  /** The next QUEUED withdrawal, or PROCESSING one due for another look, not in `skip` (only withdrawal `id` when given). */
  claimPayout(now: Date, skip: string[], m: EntityManager, id?: string): Promise<WithdrawalEntity | null> {
    return this.claim(
      m,
      `SELECT id FROM withdrawals
        WHERE status IN ('QUEUED', 'PROCESSING') AND (next_check_at IS NULL OR next_check_at <= $1) AND NOT (id = ANY($2::uuid[]))
          AND ($3::uuid IS NULL OR id = $3)
        ORDER BY coalesce(next_check_at, confirmed_at), id LIMIT 1 FOR UPDATE SKIP LOCKED`,
      [now, skip, id ?? null],
    );
  }

  /** A withdrawal on its way is due for the payout job's next look now (its provider said it reached its end). */
  async dueNow(id: string, now: Date, m: EntityManager): Promise<boolean> {
    const [, count]: [unknown, number] = await m.query(`UPDATE withdrawals SET next_check_at = $2 WHERE id = $1 AND status = 'PROCESSING'`, [id, now]);
    return count > 0;
  }

  async nextAttemptNumber(withdrawalId: string, m: EntityManager): Promise<number> {
    const [{ n }]: { n: number }[] = await m.query(`SELECT coalesce(max(attempt), 0)::int + 1 AS n FROM payout_attempts WHERE withdrawal_id = $1`, [withdrawalId]);
    return n;
  }

  async insertAttempt(attempt: Omit<PayoutAttemptEntity, 'id' | 'finishedAt' | 'outcome' | 'detail' | 'providerReference'>, m: EntityManager): Promise<string> {
    const saved = await m.save(m.create(PayoutAttemptEntity, { ...attempt, finishedAt: null, outcome: null, detail: null, providerReference: null }));
    return saved.id;
  }

  async finishAttempt(id: string, fields: Pick<PayoutAttemptEntity, 'finishedAt' | 'outcome' | 'detail' | 'providerReference'>, m: EntityManager): Promise<void> {
    await m.update(PayoutAttemptEntity, { id }, fields);
  }

  async update(id: string, fields: Partial<WithdrawalEntity>, m: EntityManager): Promise<void> {
    await m.update(WithdrawalEntity, { id }, fields);
  }

  private async claim(m: EntityManager, sql: string, params: unknown[]): Promise<WithdrawalEntity | null> {
    const rows: { id: string }[] = await m.query(sql, params);
    return rows.length ? m.findOneOrFail(WithdrawalEntity, { where: { id: rows[0].id } }) : null;
  }
}
