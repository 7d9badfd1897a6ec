import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { parsePaymentReference, paymentReference, type PaymentReferenceKind } from '@halimbawa/domain';
import { DataSource, type EntityManager } from 'typeorm';
import { PaymentReferenceEntity } from './payment-reference.entity';

/**
 * Payment references (docs/decisions/015-payment-references.md): made on first use, one per loan and
 * one per member's wallet, and found again from what a channel reports.
 */
@Injectable()
export class PaymentReferencesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The wallet's reference (cash-in), made the first time it is asked for. */
  forWallet(memberId: string, m: EntityManager = this.dataSource.manager): Promise<string> {
    return this.ensure(m, 'WALLET', memberId, null);
  }

  /** The loan's reference, made the first time it is asked for. */
  forLoan(loanId: string, memberId: string, m: EntityManager = this.dataSource.manager): Promise<string> {
    return this.ensure(m, 'LOAN', memberId, loanId);
  }

  /** What a reference as typed names, or null when it is not one of ours (a typo, a made-up number). */
  async find(typed: string, m: EntityManager = this.dataSource.manager): Promise<PaymentReferenceEntity | null> {
    const parsed = parsePaymentReference(typed);
    return parsed ? m.findOne(PaymentReferenceEntity, { where: { reference: parsed.reference } }) : null;
  }

  private async ensure(m: EntityManager, kind: PaymentReferenceKind, memberId: string, loanId: string | null): Promise<string> {
    const existing = () => m.findOne(PaymentReferenceEntity, { where: kind === 'LOAN' ? { kind, loanId: loanId! } : { kind, memberId } });
    const found = await existing();
    if (found) return found.reference;
    const [{ serial }] = await m.query(`SELECT nextval('payment_reference_serial')::bigint::text AS serial`);
    // Two first requests at once: the unique index keeps one; the other's serial stays unused.
    await m.query(
      `INSERT INTO payment_references (reference, kind, member_id, loan_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING`,
      [paymentReference(kind, Number(serial)), kind, memberId, loanId],
    );
    return (await existing())!.reference;
  }
}
