import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { centavosOf } from '../../common/centavos.transformer';

/** A payment a channel notified, as reconciliation compares it. */
export interface NotifiedPayment {
  id: string;
  transactionId: string;
  amount: number;
}

/** Read-only look-ups of channel_payments for the back office (reconciliation). */
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
}
