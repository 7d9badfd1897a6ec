import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { centavosOf } from '../../common/centavos.transformer';
import { encodeCursor, type PageRequest } from '../../common/paging';
import { centavosFromPesos } from '../../adapters/xendit/xendit-client';
import type { PaymentDiscrepancy } from './dto/channel.dto';

/** A payment a channel notified, as reconciliation compares it. */
export interface NotifiedPayment {
  id: string;
  transactionId: string;
  amount: number;
}

/** A payment a provider did not confirm, as staff read it in the reconciliation queue. */
export interface UnconfirmedPayment {
  id: string;
  provider: string;
  paymentId: string;
  reason: PaymentDiscrepancy;
  reference: string | null;
  claimedAmount: number | null;
  confirmedAmount: number | null;
  confirmedStatus: string | null;
  createdAt: string;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolution: string | null;
}

/** Which of the queue: still to look at (OPEN), or marked resolved by staff. */
export type UnconfirmedState = 'OPEN' | 'RESOLVED';

interface DiscrepancyRow {
  id: string;
  provider: string;
  payment_id: string;
  reason: PaymentDiscrepancy;
  claimed: { reference_id?: unknown; request_amount?: unknown };
  confirmed: { request_amount?: unknown; status?: unknown } | null;
  created_at: Date;
  resolved_at: Date | null;
  resolved_by: string | null;
  resolution: string | null;
}

const toUnconfirmed = (r: DiscrepancyRow): UnconfirmedPayment => ({
  id: r.id,
  provider: r.provider,
  paymentId: r.payment_id,
  reason: r.reason,
  reference: typeof r.claimed.reference_id === 'string' ? r.claimed.reference_id : null,
  claimedAmount: centavosFromPesos(r.claimed.request_amount),
  confirmedAmount: r.confirmed ? centavosFromPesos(r.confirmed.request_amount) : null,
  confirmedStatus: typeof r.confirmed?.status === 'string' ? r.confirmed.status : null,
  createdAt: r.created_at.toISOString(),
  resolvedAt: r.resolved_at?.toISOString() ?? null,
  resolvedBy: r.resolved_by,
  resolution: r.resolution,
});

/** Look-ups of channel_payments and provider_payment_discrepancies for the back office (reconciliation), and the queue's resolution. */
@Injectable()
export class ChannelPaymentReadings {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The payments `channel` notified with these transaction ids, or paid on a Manila day from `from` to `to`. */
  async forSettlement(channel: string, transactionIds: string[], from: string, to: string): Promise<NotifiedPayment[]> {
    const rows: { id: string; transaction_id: string; amount: string }[] = await this.dataSource.query(
      `SELECT id, transaction_id, amount FROM channel_payments
        WHERE channel = $1 AND (transaction_id = ANY($2) OR (paid_at AT TIME ZONE 'Asia/Manila')::date BETWEEN $3::date AND $4::date)`,
      [channel, transactionIds, from, to],
    );
    return rows.map((r) => ({ id: r.id, transactionId: r.transaction_id, amount: centavosOf(r.amount) }));
  }

  /**
   * The payments providers did not confirm, in `state`, newest first, a page at a time; `q` finds
   * a payment id or a reference (spaces and dashes ignored) from its start.
   */
  async unconfirmed(page: PageRequest, filter: { state: UnconfirmedState; q?: string }): Promise<{ payments: UnconfirmedPayment[]; nextCursor: string | null }> {
    const like = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`) || null;
    const q = like(filter.q?.trim() ?? '');
    const reference = like(filter.q?.replace(/[\s-]/g, '') ?? '');
    const rows: DiscrepancyRow[] = await this.dataSource.query(
      `SELECT * FROM provider_payment_discrepancies
        WHERE ($1::timestamptz IS NULL OR (created_at, id) < ($1, $2::uuid)) AND (resolved_at IS NULL) = ($4 = 'OPEN')
          AND ($5::text IS NULL OR payment_id ILIKE $5 || '%' OR replace(replace(claimed->>'reference_id', ' ', ''), '-', '') LIKE $6 || '%')
        ORDER BY created_at DESC, id DESC LIMIT $3`,
      [page.after?.createdAt ?? null, page.after?.id ?? null, page.limit + 1, filter.state, q, reference],
    );
    const shown = rows.slice(0, page.limit);
    const last = shown[shown.length - 1];
    return { payments: shown.map(toUnconfirmed), nextCursor: rows.length > page.limit ? encodeCursor({ createdAt: last.created_at, id: last.id }) : null };
  }

  /** Marks an open payment of the queue resolved by `staffId` with `note`, in `m`; null when there is none; 'RESOLVED' when it already was. */
  async resolveUnconfirmed(m: EntityManager, id: string, staffId: string, note: string): Promise<UnconfirmedPayment | null | 'RESOLVED'> {
    const [row]: DiscrepancyRow[] = await m.query(`SELECT * FROM provider_payment_discrepancies WHERE id = $1 FOR UPDATE`, [id]);
    if (!row) return null;
    if (row.resolved_at) return 'RESOLVED';
    const [[after]]: [DiscrepancyRow[], number] = await m.query(
      `UPDATE provider_payment_discrepancies SET resolved_at = now(), resolved_by = $2, resolution = $3 WHERE id = $1 RETURNING *`,
      [id, staffId, note],
    );
    return toUnconfirmed(after);
  }
}
