import { formatCentavos, smsText, t, type Language } from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';

/** The next receipt number ('OR-00000042'): one serial for every payment, cash-in and pay-off. */
export async function nextReceiptNumber(m: EntityManager): Promise<string> {
  const [{ serial }] = await m.query(`SELECT nextval('receipt_serial')::text AS serial`);
  return `OR-${String(serial).padStart(8, '0')}`;
}

/** A payment's figures as recorded (RepaymentEntity): what was booked, and at pay-off the rebate and the interest refund in it. */
export interface RecordedSplit {
  lateCharge: number;
  interest: number;
  principal: number;
  rebate: number;
  interestRefund: number;
}

/**
 * A payment's split as its receipt, its SMS and the statement show it, adding up to what the loan
 * received: late charge + interest charged − interest given back + principal. At pay-off the
 * interest charged is what the schedule still asked of the instalments it settled (what was booked
 * and what was rebated before it was paid), and the interest given back is the whole rebate, the
 * interest paid ahead included (docs/decisions/006-prepayment-rebate.md). Elsewhere nothing is
 * given back and the interest charged is the interest paid.
 */
export function receiptSplit(r: RecordedSplit): { lateCharge: number; interest: number; rebate: number; principal: number } {
  return { lateCharge: r.lateCharge, interest: r.interest + r.rebate - r.interestRefund, rebate: r.rebate, principal: r.principal };
}

/** What a loan payment's receipt SMS says: the amount, how it was paid, the split and what is left. */
export function loanReceiptText(
  lang: Language,
  p: RecordedSplit & { company: string; receiptNumber: string; paidBy: string; loanNumber: string; amount: number; paidOff: boolean; remaining: number; toWallet: number },
): string {
  const split = receiptSplit(p);
  const vars = {
    company: p.company,
    receipt: p.receiptNumber,
    channel: p.paidBy,
    loanNumber: p.loanNumber,
    amount: formatCentavos(p.amount),
    lateCharge: formatCentavos(split.lateCharge),
    interest: formatCentavos(split.interest),
    principal: formatCentavos(split.principal),
  };
  if (!p.paidOff) return t(lang, 'apiSms.receiptLoan', { ...vars, remaining: formatCentavos(p.remaining) });
  const paidOff = t(lang, 'apiSms.receiptPaidOff', { ...vars, rebate: formatCentavos(split.rebate) });
  return p.toWallet > 0 ? `${paidOff} ${t(lang, 'apiSms.receiptRest', { toWallet: formatCentavos(p.toWallet) })}` : paidOff;
}

/** What the borrower is told when a payment is reversed: it no longer counts, what the loan owes now, and the money back in the wallet when it came from there. */
export function reversalText(
  lang: Language,
  p: { company: string; receiptNumber: string; loanNumber: string; amount: number; reversedAt: Date; remaining: number; toWallet: number },
): string {
  const reversed = smsText(lang, 'apiSms.paymentReversed', {
    company: p.company,
    receipt: p.receiptNumber,
    amount: formatCentavos(p.amount),
    loanNumber: p.loanNumber,
    date: p.reversedAt,
    remaining: formatCentavos(p.remaining),
  });
  return p.toWallet > 0 ? `${reversed} ${t(lang, 'apiSms.paymentReversedToWallet', { amount: formatCentavos(p.toWallet) })}` : reversed;
}
