import { formatCentavos, t, type Language } from '@halimbawa/domain';
import type { EntityManager } from 'typeorm';

/** The next receipt number ('OR-00000042'): one serial for every payment, cash-in and pay-off. */
export async function nextReceiptNumber(m: EntityManager): Promise<string> {
  const [{ serial }] = await m.query(`SELECT nextval('receipt_serial')::text AS serial`);
  return `OR-${String(serial).padStart(8, '0')}`;
}

/** What a loan payment's receipt SMS says: the amount, how it was paid, the split and what is left. */
export function loanReceiptText(
  lang: Language,
  p: { company: string; receiptNumber: string; paidBy: string; loanNumber: string; amount: number; lateCharge: number; interest: number; principal: number; rebate: number; paidOff: boolean; remaining: number; toWallet: number },
): string {
  const vars = {
    company: p.company,
    receipt: p.receiptNumber,
    channel: p.paidBy,
    loanNumber: p.loanNumber,
    amount: formatCentavos(p.amount),
    lateCharge: formatCentavos(p.lateCharge),
    interest: formatCentavos(p.interest),
    principal: formatCentavos(p.principal),
  };
  if (!p.paidOff) return t(lang, 'apiSms.receiptLoan', { ...vars, remaining: formatCentavos(p.remaining) });
  const paidOff = t(lang, 'apiSms.receiptPaidOff', { ...vars, rebate: formatCentavos(p.rebate) });
  return p.toWallet > 0 ? `${paidOff} ${t(lang, 'apiSms.receiptRest', { toWallet: formatCentavos(p.toWallet) })}` : paidOff;
}
