import type { Instalment, Owed } from '@halimbawa/domain';

/**
 * The schedule as it was before the loan's latest payment (`paid`: its late charge, interest and
 * principal), or null when the rows cannot have held it. A payment fills the rows oldest first,
 * each row late charge, then interest, then principal; so the latest one is taken back newest row
 * first, principal, then interest, then late charge, and each touched row's last paid part goes
 * with it. Only the latest payment is reversed this way: an earlier one would change how every
 * later payment was spread (the back office reverses the later ones first).
 */
export function withoutLatestPayment(rows: Instalment[], paid: Owed): Instalment[] | null {
  const left = { ...paid };
  const out = rows.map((r) => ({ ...r, paidParts: [...(r.paidParts ?? [])] }));
  for (const r of [...out].sort((a, b) => b.number - a.number)) {
    const principal = Math.min(r.paidPrincipal, left.principal);
    const interest = Math.min(r.paidInterest, left.interest);
    // The earlier parts of a row are paid in full before a later payment reaches it: take the late
    // charge only once nothing of this row's principal or interest is left to take back after it.
    const lateCharge = principal === r.paidPrincipal && interest === r.paidInterest ? Math.min(r.paidLateCharge, left.lateCharge) : 0;
    if (principal + interest + lateCharge === 0) continue;
    left.principal -= principal;
    left.interest -= interest;
    left.lateCharge -= lateCharge;
    r.paidPrincipal -= principal;
    r.paidInterest -= interest;
    r.paidLateCharge -= lateCharge;
    const part = principal + interest;
    if (part > 0) {
      const last = r.paidParts.at(-1);
      if (last && last.amount === part) r.paidParts.pop();
      else if (last && last.amount > part) r.paidParts[r.paidParts.length - 1] = { ...last, amount: last.amount - part };
    }
    if (left.principal + left.interest + left.lateCharge === 0) break;
  }
  return left.principal + left.interest + left.lateCharge === 0 ? out : null;
}
