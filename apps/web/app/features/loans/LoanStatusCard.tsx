// The Loan Status card (docs/product.md §2 Wallet, Dashboard): icon, colour, status text and message from the
// API's `statusCard`, which comes from the status catalogue alone (docs/product.md §0.4) in the page's language (the
// API words it in the request's); then the application
// date, the amount in the chosen currency and in PHP, the loan number and the credit provider. With
// `actions`, the next step: 'Review and sign your contract' when APPROVED, the contract once signed,
// and a link to cancel while the loan can be cancelled.
import { Link } from '~/components/Link';
import { amountWithPhp } from '~/features/loans/loan-status';
import type { LoanView } from '~/lib/api/types';
import { formatDate } from '~/lib/format';
import { Facts } from '~/components/Facts';
import { StatusPanel } from '~/features/loans/StatusPanel';
import { useLanguage, useT } from '~/lib/language';
import '~/styles/status.css';

export interface LoanStatusCardProps {
  loan: LoanView;
  /** Show the links to the next step (sign, contract, cancel). */
  actions?: boolean;
  /** The heading level of the card's title (2 on /dash and /wallet). */
  headingOrder?: 2 | 3;
}

export function LoanStatusCard({ loan, actions = true, headingOrder = 2 }: LoanStatusCardProps) {
  const lang = useLanguage();
  const t = useT();
  return (
    <StatusPanel
      kind={t('loans.status.kind')}
      entry={loan.statusCard}
      status={loan.status}
      titleId={`loan-status-${loan.loanNumber}`}
      testId="loan-status"
      headingOrder={headingOrder}
      details={
        loan.rejectionReason || loan.approvalReason ? (
          <p className="hl-t hl-t-sm" style={{ marginTop: 4 }} data-testid="loan-reason">
            {t('loans.status.reason', { reason: loan.rejectionReason ?? loan.approvalReason ?? '' })}
          </p>
        ) : null
      }
    >
      <Facts
        items={[
          { label: t('loans.status.applied'), value: formatDate(loan.appliedAt, lang) },
          // A lower amount than asked shows both, side by side (the reason is above).
          loan.approvalReason
            ? { label: t('loans.status.asked'), value: amountWithPhp(loan.currency, loan.appliedAmountText, loan.appliedAmountPhpText), testId: 'loan-asked' }
            : null,
          {
            label: t(loan.approvalReason ? 'loans.status.approvedAmount' : 'loans.status.amount'),
            value: amountWithPhp(loan.currency, loan.amountText, loan.amountPhpText),
            testId: 'loan-amount',
          },
          { label: t('loans.status.term'), value: t('loans.status.termValue', { months: loan.installmentCount, instalment: loan.instalmentText }) },
          { label: t('loans.status.loanNumber'), value: loan.loanNumber, testId: 'loan-number' },
          { label: t('loans.status.provider'), value: <span lang="en">{loan.creditProvider}</span> },
          loan.disbursedAt ? { label: t('loans.status.credited'), value: formatDate(loan.disbursedAt, lang) } : null,
        ]}
      />
      {actions ? <LoanActions loan={loan} /> : null}
    </StatusPanel>
  );
}

/**
 * What the running loan asks for now (overdue: the amount with its late charge and the days past
 * due), with the two ways to pay on the card: from the wallet (the form on /wallet) and by reference.
 */
function AmountDue({ loan }: { loan: LoanView }) {
  const lang = useLanguage();
  const t = useT();
  const b = loan.balance;
  if (!b.canRepay || !b.nextDueDate) return null;
  const overdue = loan.status === 'OVERDUE';
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)' }} data-testid="amount-due">
      <p className={overdue ? 'hl-t hl-strong' : 'hl-t'} style={overdue ? { color: 'var(--mantine-color-red-8)' } : undefined}>
        {overdue
          ? t('pay.overdue', { amount: b.nextDueAmountText, date: formatDate(b.nextDueDate, lang), lateCharge: b.lateChargesDueText })
          : t('pay.next', { amount: b.nextDueAmountText, date: formatDate(b.nextDueDate, lang) })}
        {overdue && b.daysPastDue > 0 ? <span data-testid="days-past-due"> {t('history.due.daysPastDue', { count: b.daysPastDue })}</span> : null}
      </p>
      <div className="hl-row" style={{ alignItems: 'center', gap: 'var(--mantine-spacing-md)', flexWrap: 'wrap' }}>
        <Link to="/wallet#pay" className="hl-button" data-tone="green" data-testid="to-pay-wallet">
          {t('pay.fromWallet')}
        </Link>
        <Link to="/pay" className="hl-button" data-variant="light" data-testid="to-pay">
          {t('history.due.byReference')}
        </Link>
      </div>
    </div>
  );
}

function LoanActions({ loan }: { loan: LoanView }) {
  const t = useT();
  const signable = loan.status === 'APPROVED';
  const signed = !!loan.signedAt;
  if (!signable && !signed && !loan.canCancel && !loan.balance.canRepay) return null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 'var(--mantine-spacing-xs)', marginTop: 'var(--mantine-spacing-lg)' }}>
      <AmountDue loan={loan} />
      <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 'var(--mantine-spacing-md)' }}>
        {signable ? (
          <Link to="/dash/contract" className="hl-button" data-tone="green">
            {t('loan.reviewAndSign')}
          </Link>
        ) : null}
        {signed ? (
          <>
            <Link to="/dash/contract" className="hl-link">
              {t('loans.status.documents')}
            </Link>
            <a href={`/loan/${encodeURIComponent(loan.loanNumber)}/contract.pdf`} download className="hl-link">
              {t('loans.contract.download')}
            </a>
          </>
        ) : null}
      </div>
      {loan.canCancel ? (
        <p className="hl-t hl-t-sm">
          {t('loans.status.changedMind')}{' '}
          <Link to="/dash/cancel" className="hl-link">
            {t('loans.status.cancelLink')}
          </Link>
          {t(loan.status === 'DISBURSED' ? 'loans.status.cancelDisbursed' : 'loans.status.cancelFree')}
        </p>
      ) : null}
    </div>
  );
}
