import { Injectable } from '@nestjs/common';
import { formatPaymentReference, smsText, type MessageKey, type MessageVars } from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MembersService, type Member } from '../members/members.service';
import { NotificationsService } from '../notifications/notifications.service';
import { PaymentReferencesService } from '../payments/payment-references.service';

/**
 * The due-date jobs' SMS to a borrower (never to a reference): worded in the member's language with
 * the company, the loan's number and its payment reference filled in, sent last in the item's
 * transaction so that a failed send rolls the item back.
 */
/** What the texts need of a loan. */
type Loan = { id: string; memberId: string; loanNumber: string };

@Injectable()
export class BorrowerSms {
  constructor(
    private readonly members: MembersService,
    private readonly references: PaymentReferencesService,
    private readonly notifications: NotificationsService,
    private readonly config: AppConfig,
  ) {}

  borrowerOf(loan: Loan, m: EntityManager): Promise<Member> {
    return this.members.findOrFail(loan.memberId, m);
  }

  /** The text `key` about `loan` for `member`; `vars` adds what the text needs beyond the company, loan number and reference. */
  async aboutLoan(m: EntityManager, loan: Loan, member: Member, key: MessageKey, vars: MessageVars): Promise<string> {
    const reference = await this.references.forLoan(loan.id, loan.memberId, m);
    return smsText(member.language, key, { company: this.config.company.shortName, loanNumber: loan.loanNumber, reference: formatPaymentReference(reference), ...vars });
  }

  /** Queues the texts in the outbox in `m`'s transaction: they go out only if what they tell commits. */
  async send(m: EntityManager, member: Member, bodies: string[]): Promise<void> {
    for (const body of bodies) await this.notifications.sendSms(member.phoneNumber, body, m);
  }
}
