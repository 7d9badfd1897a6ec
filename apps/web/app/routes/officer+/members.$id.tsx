// /officer/members/:id: a borrower's whole picture: the KYC file (every answer a rejection reason
// may name) and the ID photos in the page, KYC with its
// decision form, the wallet and its movements, the credit score, every loan with its schedule, and
// withdrawals. Every read is audited by the API.
import { t as translate, type MessageKey } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError } from '~/features/console/Field';
import { DocumentsSection, KycFileSection } from '~/features/console/KycFile';
import { CreditScoreSection, MEMBER_CURSORS, SchedulesSection, SmsSection, WalletSection } from '~/features/console/MemberPicture';
import { PagedTable } from '~/features/console/PagedTable';
import { StatusBadge } from '~/features/console/StatusBadge';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formatDate } from '~/lib/format';
import { formValues, useFormRefusal } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';
import { KYC_TONE } from './members._index';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.identity') }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  const detail = await api.get('/officer/members/{id}', { params: { id } });
  if (!detail.ok && detail.status === 404) throw consoleNotFound();
  const member = dataOf(detail);
  const q = member.member.phoneNumber;
  const url = new URL(request.url);
  const cursor = (name: string) => {
    const value = url.searchParams.get(name)?.trim();
    return value ? { cursor: value } : {};
  };
  const path = { params: { id } };
  const [reasons, loans, withdrawals, wallet, score, schedules, sms] = await Promise.all([
    api.get('/officer/kyc-reasons'),
    api.get('/officer/loans', { query: { q } }),
    api.get('/officer/withdrawals', { query: { q } }),
    api.get('/officer/members/{id}/wallet', { ...path, query: cursor(MEMBER_CURSORS.wallet) }),
    api.get('/officer/members/{id}/credit-score', path),
    api.get('/officer/members/{id}/loans', { ...path, query: cursor(MEMBER_CURSORS.loans) }),
    api.get('/officer/members/{id}/sms', path),
  ]);
  // The lists search by phone too: keep this member's rows only.
  const own = <R extends { memberId: string }>(rows: R[]) => rows.filter((r) => r.memberId === member.member.id);
  return api.json({
    member,
    reasons: dataOf(reasons).reasons,
    loans: own(dataOf(loans).loans),
    withdrawals: own(dataOf(withdrawals).withdrawals),
    wallet: dataOf(wallet),
    score: dataOf(score),
    schedules: dataOf(schedules),
    sms: dataOf(sms),
  });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  const values = formValues(form, ['status', 'reasonCode'] as const);
  const status = values.status === 'VERIFIED' ? 'VERIFIED' : 'REJECTED';
  const body = status === 'VERIFIED' ? { status } : { status, reasonCode: values.reasonCode as never };
  const result = await api.post('/officer/members/{id}/kyc', body, { params: { id } });
  return answerPost(api, request, result, { to: `/officer/members/${id}`, message: translate(api.lang, 'console.kycDecided') }, { fields: ['reasonCode'], values, intent: 'kyc' });
}

export default function MemberPicture() {
  const { member: m, reasons, loans, withdrawals, wallet, score, schedules, sms } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const t = useT();
  const lang = useLanguage();
  const kyc = m.kyc;
  return (
    <>
      <h1>{t('console.memberTitle', { name: m.member.fullName })}</h1>
      <p data-testid="member-status">
        {m.member.closedAt ? (
          <StatusBadge tone="danger">{t('console.memberClosed', { date: formatDate(m.member.closedAt, lang) })}</StatusBadge>
        ) : (
          <StatusBadge tone="success">{t('console.memberOpen')}</StatusBadge>
        )}
      </p>
      <KycFileSection detail={m} />
      <DocumentsSection documents={m.documents} />
      {kyc ? (
        <section className="hl-console-card" aria-labelledby="kyc">
          <h2 id="kyc">{t('console.kycTitle')}</h2>
          <p>
            <StatusBadge tone={KYC_TONE[kyc.status]}>{kyc.statement}</StatusBadge> {kyc.reason ?? ''}
          </p>
          {kyc.status === 'PENDING' ? (
            <>
              <FormError message={refusal?.formError} />
              <Form method="post" className="hl-console-form" aria-label={t('console.kycVerify')}>
                <CsrfInput />
                <input type="hidden" name="status" value="VERIFIED" />
                <button type="submit" className="hl-pill" data-testid="kyc-verify">
                  {t('console.kycVerify')}
                </button>
              </Form>
              <Form method="post" className="hl-console-form" aria-label={t('console.kycReject')}>
                <CsrfInput />
                <input type="hidden" name="status" value="REJECTED" />
                <Field id="kyc-reason" label={t('console.kycReason')} error={refusal?.errors.reasonCode}>
                  {(p) => (
                    <select {...p} name="reasonCode" defaultValue={refusal?.values.reasonCode ?? ''}>
                      <option value="" />
                      {reasons.map((r) => (
                        <option key={r.code} value={r.code}>
                          {r.message}
                        </option>
                      ))}
                    </select>
                  )}
                </Field>
                <button type="submit" className="hl-pill">
                  {t('console.kycReject')}
                </button>
              </Form>
            </>
          ) : null}
        </section>
      ) : null}
      <section aria-labelledby="member-loans">
        <h2 id="member-loans">{t('console.memberLoans')}</h2>
        <PagedTable
          caption={t('console.memberLoans')}
          rows={loans}
          rowKey={(l) => l.loanNumber}
          nextCursor={null}
          empty={t('console.noLoans')}
          columns={[
            { key: 'loan', header: t('console.colLoan'), cell: (l) => <Link to={l.path}>{l.loanNumber}</Link> },
            { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (l) => l.amountPhpText },
            { key: 'applied', header: t('console.colApplied'), cell: (l) => formatDate(l.appliedAt, lang) },
            { key: 'status', header: t('console.colStatus'), cell: (l) => <StatusBadge>{t(`loanStatus.${l.status}.statement` as MessageKey)}</StatusBadge> },
          ]}
        />
      </section>
      <WalletSection wallet={wallet} />
      <CreditScoreSection score={score} />
      <SchedulesSection loans={schedules} />
      <SmsSection sms={sms} />
      <section aria-labelledby="member-withdrawals">
        <h2 id="member-withdrawals">{t('console.memberWithdrawals')}</h2>
        <PagedTable
          caption={t('console.memberWithdrawals')}
          rows={withdrawals}
          rowKey={(w) => w.id}
          nextCursor={null}
          empty={t('console.noWithdrawals')}
          columns={[
            { key: 'number', header: t('console.colReference'), cell: (w) => w.reference },
            { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (w) => w.totalText },
            { key: 'created', header: t('console.colApplied'), cell: (w) => formatDate(w.createdAt, lang) },
            { key: 'status', header: t('console.colStatus'), cell: (w) => <StatusBadge tone={w.status === 'FAILED' ? 'danger' : 'neutral'}>{w.card.statement}</StatusBadge> },
          ]}
        />
      </section>
    </>
  );
}
