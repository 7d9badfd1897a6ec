// The money side of a borrower's picture on /officer/members/:id: the wallet and its movements, the
// credit score with its factors, and every loan with its whole schedule. Each list pages by its own cursor in the address.
import { valueLabel, type MessageKey } from '@halimbawa/domain';
import type { Schemas } from '@halimbawa/api-client';
import { Facts } from '~/components/Facts';
import { formatDate, formatDateTime } from '~/lib/format';
import { useLanguage, useT } from '~/lib/language';
import { PageLinks, PagedTable } from './PagedTable';
import { StatusBadge } from './StatusBadge';

type Wallet = Schemas['OfficerMemberWalletDto'];
type Score = Schemas['CreditScoreDto'];
type Loans = Schemas['OfficerMemberLoansDto'];
type SmsList = Schemas['OfficerMemberSmsListDto'];

/** The address's names for the page's list cursors. */
export const MEMBER_CURSORS = { wallet: 'walletCursor', loans: 'loansCursor' } as const;

/** The SMS to the member with where each stands, so that staff can tell a member whether a message went out. */
export function SmsSection({ sms }: { sms: SmsList }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section aria-labelledby="member-sms">
      <h2 id="member-sms">{t('consoleMoney.smsTitle')}</h2>
      <PagedTable
        caption={t('consoleMoney.smsCaption')}
        rows={sms.messages}
        rowKey={(s) => s.id}
        nextCursor={null}
        empty={t('consoleMoney.noSms')}
        columns={[
          { key: 'when', header: t('consoleMoney.colSmsWhen'), cell: (s) => formatDateTime(s.createdAt, lang) },
          { key: 'kind', header: t('consoleMoney.colSmsKind'), cell: (s) => t(`consoleMoney.smsKinds.${s.kind}` as MessageKey) },
          { key: 'gateway', header: t('consoleMoney.colSmsGateway'), cell: (s) => s.gateway },
          {
            key: 'status',
            header: t('console.colStatus'),
            cell: (s) => (
              <StatusBadge tone={s.status === 'failed' || s.status === 'undelivered' ? 'danger' : 'neutral'}>
                {`${t(`consoleMoney.smsStatuses.${s.status}` as MessageKey)}${s.gatewayStatus ? ` (${s.gatewayStatus})` : ''}`}
              </StatusBadge>
            ),
          },
          { key: 'attempts', header: t('consoleMoney.colSmsAttempts'), numeric: true, cell: (s) => String(s.attempts) },
        ]}
      />
    </section>
  );
}

export function WalletSection({ wallet }: { wallet: Wallet }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section aria-labelledby="member-wallet">
      <h2 id="member-wallet">{t('consoleMoney.walletTitle')}</h2>
      <Facts
        items={[
          { label: t('consoleMoney.walletBalance'), value: `PHP ${wallet.wallet.balanceText}`, testId: 'member-wallet-balance' },
          { label: t('consoleMoney.walletHeld'), value: `PHP ${wallet.wallet.heldText}` },
        ]}
      />
      <PagedTable
        caption={t('consoleMoney.movementsCaption')}
        rows={wallet.items}
        rowKey={(i) => i.id}
        nextCursor={wallet.nextCursor}
        cursorParam={MEMBER_CURSORS.wallet}
        empty={t('consoleMoney.noMovements')}
        columns={[
          { key: 'date', header: t('consoleMoney.colDate'), cell: (i) => formatDate(i.at, lang) },
          { key: 'kind', header: t('consoleMoney.colMovement'), cell: (i) => `${t(`consoleMoney.movementKinds.${i.kind}` as MessageKey)}${i.loanNumber ? ` (${i.loanNumber})` : ''}` },
          {
            key: 'wallet',
            header: t('consoleMoney.colWallet'),
            numeric: true,
            cell: (i) => (i.walletDirection === 'NONE' ? '—' : `${i.walletAmountText} ${t(i.walletDirection === 'IN' ? 'consoleMoney.movementIn' : 'consoleMoney.movementOut')}`),
          },
          { key: 'loan', header: t('consoleMoney.colLoanPaid'), numeric: true, cell: (i) => (i.loanAmount ? i.loanAmountText : '—') },
          { key: 'receipt', header: t('consoleMoney.colReceipt'), cell: (i) => i.receiptNumber ?? '—' },
        ]}
      />
    </section>
  );
}

export function CreditScoreSection({ score }: { score: Score }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <section aria-labelledby="member-score">
      <h2 id="member-score">{t('consoleMoney.scoreTitle')}</h2>
      <Facts
        items={[
          { label: t('consoleMoney.scoreTitle'), value: t('consoleMoney.scoreValue', { score: score.score, max: score.max }), testId: 'member-score' },
          { label: t('consoleMoney.scoreBand'), value: valueLabel(lang, 'creditBand', score.band), testId: 'member-score-band' },
        ]}
      />
      <PagedTable
        caption={t('consoleMoney.factorsCaption')}
        rows={score.factors}
        rowKey={(f) => f.key}
        nextCursor={null}
        columns={[
          { key: 'factor', header: t('consoleMoney.colFactor'), cell: (f) => f.label },
          { key: 'count', header: t('consoleMoney.colCounted'), numeric: true, cell: (f) => f.count },
          { key: 'points', header: t('consoleMoney.colPoints'), numeric: true, cell: (f) => (f.points > 0 ? `+${f.points}` : f.points) },
          { key: 'why', header: t('consoleMoney.colWhy'), cell: (f) => f.explanation },
        ]}
      />
    </section>
  );
}

/** A loan's whole schedule: each instalment's due date, amount, what was paid, what is still owed and its status. */
export function LoanScheduleTable({ loan }: { loan: Pick<Schemas['LoanDto'], 'loanNumber' | 'schedule'> }) {
  const t = useT();
  const lang = useLanguage();
  return (
    <PagedTable
      caption={t('consoleMoney.scheduleCaption', { loanNumber: loan.loanNumber })}
      rows={loan.schedule}
      rowKey={(r) => String(r.number)}
      nextCursor={null}
      columns={[
        { key: 'number', header: t('consoleMoney.colNumber'), numeric: true, cell: (r) => r.number },
        { key: 'due', header: t('loans.schedule.dueDate'), cell: (r) => formatDate(r.dueDate, lang) },
        { key: 'amount', header: t('loans.schedule.total'), numeric: true, cell: (r) => r.totalText },
        { key: 'paid', header: t('loans.schedule.paid'), numeric: true, cell: (r) => r.paidText },
        { key: 'owed', header: t('consoleMoney.colOwed'), numeric: true, cell: (r) => r.owedText },
        { key: 'status', header: t('loans.schedule.status'), cell: (r) => <StatusBadge tone={r.status === 'OVERDUE' ? 'danger' : r.status === 'PAID' ? 'success' : 'neutral'}>{t(`loans.schedule.${r.status}` as MessageKey)}</StatusBadge> },
      ]}
    />
  );
}

export function SchedulesSection({ loans }: { loans: Loans }) {
  const t = useT();
  return (
    <section aria-labelledby="member-schedules">
      <h2 id="member-schedules">{t('consoleMoney.schedulesTitle')}</h2>
      {loans.loans.length === 0 ? (
        <p className="hl-empty" role="status">
          {t('console.noLoans')}
        </p>
      ) : null}
      {loans.loans.map((loan) => (
        <div key={loan.loanNumber} data-testid={`schedule-${loan.loanNumber}`}>
          {/* The loans table above links each loan; here the number only names its schedule. */}
          <h3>
            {loan.loanNumber} <StatusBadge tone="info">{loan.statusCard.statement}</StatusBadge>
          </h3>
          <LoanScheduleTable loan={loan} />
        </div>
      ))}
      <PageLinks nextCursor={loans.nextCursor} cursorParam={MEMBER_CURSORS.loans} />
    </section>
  );
}
