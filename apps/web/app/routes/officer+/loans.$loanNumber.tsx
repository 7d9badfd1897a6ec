// /officer/loans/:loanNumber: a loan for a decision. Its figures and the affordability (debt-to-income
// against the limit), then: approve (a lower amount names a reason the borrower reads; a note for
// staff; above the debt-to-income limit, an override reason, and a second officer checks it) or
// reject with a reason; or, when an approval waits for a second officer, that check, which the
// officer who made the approval is not offered (and the API refuses them). Once the loan runs, its
// balance and whole schedule (LoanDto.balance and .schedule); below, the loan's payments, from which
// an officer asks for a payment's reversal (four eyes), and a link to waive a late charge when one is owed.
// A disbursed loan's write-off: proposed here with a reason, checked at /officer/approvals
// (features/console/WriteOff).
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Facts } from '~/components/Facts';
import { Link } from '~/components/Link';
import { answerPost, refuseForm } from '~/features/console/actions.server';
import { LoanPayments } from '~/features/console/LoanPayments';
import { LoanScheduleTable } from '~/features/console/MemberPicture';
import { listQuery } from '~/features/console/paging';
import { Field, FormError } from '~/features/console/Field';
import { StatusBadge } from '~/features/console/StatusBadge';
import { WriteOff } from '~/features/console/WriteOff';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { formatDate, formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches, params }) => [{ title: metaT(matches)('console.loanTitle', { loanNumber: params.loanNumber ?? '' }) }];

const FIELDS = ['intent', 'amount', 'reasonCode', 'note', 'dtiOverrideReason', 'actionId', 'paymentId', 'reason', 'confirm'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api, member } = await requireStaff(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) throw consoleNotFound();
  const read = await api.get('/officer/loans/{loanNumber}', { params: { loanNumber } });
  if (!read.ok && read.status === 404) throw consoleNotFound();
  const url = new URL(request.url);
  const disbursed = !!dataOf(read).disbursedAt;
  const [approvalReasons, rejectReasons, payments, writeOff] = await Promise.all([
    api.get('/officer/loan-approval-reasons'),
    api.get('/officer/loan-reject-reasons'),
    api.get('/officer/payments', { query: { ...listQuery(url, []), loanNumber } }),
    disbursed ? api.get('/officer/loans/{loanNumber}/write-off', { params: { loanNumber } }) : null,
  ]);
  const page = dataOf(payments);
  const reverse = url.searchParams.get('reverse');
  const reversing = page.payments.find((p) => p.id === reverse && p.state === 'RECORDED') ?? null;
  return api.json({ loan: dataOf(read), me: member.id, approvalReasons: dataOf(approvalReasons).reasons, rejectReasons: dataOf(rejectReasons).reasons, payments: page, reversing, writeOff: writeOff && dataOf(writeOff) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) throw consoleNotFound();
  const v = formValues(form, FIELDS);
  const here = `/officer/loans/${loanNumber}`;
  const note = v.note.trim() === '' ? undefined : v.note;
  const dtiOverrideReason = v.dtiOverrideReason.trim() === '' ? undefined : v.dtiOverrideReason;
  const answer = (result: Parameters<typeof answerPost>[2], message: string, fields: readonly string[]) =>
    answerPost(api, request, result, { to: here, message }, { fields, values: v, intent: v.intent });
  switch (v.intent) {
    case 'approve':
      return answer(
        await api.post('/officer/loans/{loanNumber}/approve', { ...(v.amount.trim() ? { amount: v.amount } : {}), ...(v.reasonCode ? { reasonCode: v.reasonCode as never } : {}), ...(note ? { note } : {}), ...(dtiOverrideReason ? { dtiOverrideReason } : {}) }, { params: { loanNumber } }),
        translate(api.lang, 'console.decided'),
        ['amount', 'reasonCode', 'note', 'dtiOverrideReason'],
      );
    case 'reject':
      return answer(await api.post('/officer/loans/{loanNumber}/reject', { reasonCode: v.reasonCode as never, ...(note ? { note } : {}) }, { params: { loanNumber } }), translate(api.lang, 'console.decided'), ['reasonCode', 'note']);
    case 'second-approve':
    case 'second-reject':
      return answer(
        await api.post(v.intent === 'second-approve' ? '/officer/four-eyes/{id}/approve' : '/officer/four-eyes/{id}/reject', note ? { note } : {}, { params: { id: v.actionId } }),
        translate(api.lang, 'console.secondDone'),
        ['note'],
      );
    case 'reverse':
      if (v.confirm !== 'yes') return refuseForm(api, { confirm: translate(api.lang, 'consoleMoney.reverseConfirmNeeded') }, { values: v, intent: v.intent });
      return answerPost(
        api,
        request,
        await api.post('/officer/payments/{id}/reverse', { reason: v.reason }, { params: { id: v.paymentId } }),
        { to: here, message: translate(api.lang, 'apiReversals.requested') },
        { fields: ['reason'], values: v, intent: v.intent },
      );
    case 'write-off':
      return answer(await api.post('/officer/loans/{loanNumber}/write-off', { reason: v.reason }, { params: { loanNumber } }), translate(api.lang, 'apiWriteOffs.requested'), ['reason']);
    default:
      throw consoleNotFound();
  }
}

export default function LoanDecision() {
  const { loan, me, approvalReasons, rejectReasons, payments, reversing, writeOff } = useLoaderData<typeof loader>();
  const location = useLocation();
  const refusal = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const t = useT();
  const lang = useLanguage();
  const mine = (intent: string) => (refusal?.intent === intent ? refusal : undefined);
  const dsr = loan.dsrNowText ?? loan.prescreen.dsrText;
  const second = loan.secondApproval;
  return (
    <>
      <h1>{t('console.loanTitle', { loanNumber: loan.loanNumber })}</h1>
      <p>
        <StatusBadge tone="info">{loan.statusCard.statement}</StatusBadge> <Link to={`/officer/members/${loan.memberId}`}>{loan.member.fullName}</Link>
      </p>
      <section className="hl-console-card" aria-labelledby="figures">
        <h2 id="figures">{t('console.decision')}</h2>
        <Facts
          items={[
            { label: t('console.askedAmount'), value: `PHP ${loan.appliedAmountPhpText}`, testId: 'officer-asked' },
            { label: t('console.currentAmount'), value: `PHP ${loan.amountPhpText}`, testId: 'officer-amount' },
            { label: t('console.term'), value: t('console.termValue', { months: loan.installmentCount, instalment: loan.instalmentText }) },
            { label: t('console.income'), value: `PHP ${loan.prescreen.monthlyNetIncomeText}` },
            {
              label: t('console.dti'),
              value: loan.dtiAboveLimit ? <StatusBadge tone="danger">{t('console.dtiAbove', { ratio: dsr ?? '', limit: loan.dtiLimitText })}</StatusBadge> : (dsr ?? '—'),
              testId: 'officer-dti',
            },
            loan.approvalReason ? { label: t('console.approveReason'), value: loan.approvalReason } : null,
            loan.decisionNote ? { label: t('console.note'), value: loan.decisionNote } : null,
            {
              label: t('console.creditNotice'),
              value: loan.creditNotice ? t('console.creditNoticeAcknowledged', { version: loan.creditNotice.version, when: formatDateTime(loan.creditNotice.acknowledgedAt, lang) }) : t('console.creditNoticeNone'),
              testId: 'officer-credit-notice',
            },
          ]}
        />
      </section>
      {second ? (
        <section className="hl-console-card" aria-labelledby="second" data-testid="second-approval">
          <h2 id="second">{t('console.queueSecondApproval')}</h2>
          <p>{t('console.waitsForSecond', { amount: second.amountText })}</p>
          {second.dtiOverrideReason ? <p data-testid="dti-override">{t('console.dtiOverrideSecond', { reason: second.dtiOverrideReason })}</p> : null}
          {second.makerId === me ? (
            <>
              {/* A check posted anyway (an old tab) is refused by the API: its words show here. */}
              <FormError message={mine('second-approve')?.formError ?? mine('second-reject')?.formError} />
              <p data-testid="own-approval">{t('console.yourOwn')}</p>
            </>
          ) : (
            <Form method="post" className="hl-console-form" aria-label={t('console.secondApprove')}>
              <CsrfInput />
              <input type="hidden" name="actionId" value={second.actionId} />
              <FormError message={mine('second-approve')?.formError ?? mine('second-reject')?.formError} />
              <Field id="second-note" label={t('console.secondNote')} error={mine('second-reject')?.errors.note ?? mine('second-approve')?.errors.note}>
                {(p) => <textarea {...p} name="note" maxLength={500} defaultValue={mine('second-reject')?.values.note ?? ''} />}
              </Field>
              <div className="hl-filter-actions">
                <button type="submit" name="intent" value="second-approve" className="hl-pill">
                  {t('console.secondApprove')}
                </button>
                <button type="submit" name="intent" value="second-reject" className="hl-pill">
                  {t('console.secondReject')}
                </button>
              </div>
            </Form>
          )}
        </section>
      ) : loan.status === 'PENDING_REVIEW' ? (
        <>
          <section className="hl-console-card" aria-labelledby="approve">
            <h2 id="approve">{t('console.approveTitle')}</h2>
            <Form method="post" className="hl-console-form">
              <CsrfInput />
              <input type="hidden" name="intent" value="approve" />
              <FormError message={mine('approve')?.formError} />
              <Field id="approve-amount" label={t('console.approveAmount')} error={mine('approve')?.errors.amount}>
                {(p) => <input {...p} name="amount" inputMode="decimal" defaultValue={mine('approve')?.values.amount ?? ''} />}
              </Field>
              <Field id="approve-reason" label={t('console.approveReason')} error={mine('approve')?.errors.reasonCode}>
                {(p) => (
                  <select {...p} name="reasonCode" defaultValue={mine('approve')?.values.reasonCode ?? 'FULL'}>
                    {approvalReasons.map((r) => (
                      <option key={r.code} value={r.code}>
                        {r.message}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              {/* Shown when the loan's figures are above the limit; an approval of less that fits needs none (the API decides on the approved figures). */}
              {loan.dtiAboveLimit || mine('approve')?.errors.dtiOverrideReason ? (
                <Field id="approve-dti-override" label={t('console.dtiOverride', { limit: loan.dtiLimitText })} error={mine('approve')?.errors.dtiOverrideReason}>
                  {(p) => <textarea {...p} name="dtiOverrideReason" maxLength={500} defaultValue={mine('approve')?.values.dtiOverrideReason ?? ''} />}
                </Field>
              ) : null}
              <Field id="approve-note" label={t('console.note')} error={mine('approve')?.errors.note}>
                {(p) => <textarea {...p} name="note" maxLength={500} defaultValue={mine('approve')?.values.note ?? ''} />}
              </Field>
              <button type="submit" className="hl-pill" data-testid="approve">
                {t('console.approveButton')}
              </button>
            </Form>
          </section>
          <section className="hl-console-card" aria-labelledby="reject">
            <h2 id="reject">{t('console.rejectTitle')}</h2>
            <Form method="post" className="hl-console-form">
              <CsrfInput />
              <input type="hidden" name="intent" value="reject" />
              <FormError message={mine('reject')?.formError} />
              <Field id="reject-reason" label={t('console.rejectReason')} error={mine('reject')?.errors.reasonCode}>
                {(p) => (
                  <select {...p} name="reasonCode" defaultValue={mine('reject')?.values.reasonCode ?? ''}>
                    <option value="" />
                    {rejectReasons.map((r) => (
                      <option key={r.code} value={r.code}>
                        {r.message}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
              <Field id="reject-note" label={t('console.note')} error={mine('reject')?.errors.note}>
                {(p) => <textarea {...p} name="note" maxLength={500} defaultValue={mine('reject')?.values.note ?? ''} />}
              </Field>
              <button type="submit" className="hl-pill">
                {t('console.rejectButton')}
              </button>
            </Form>
          </section>
        </>
      ) : null}
      {loan.disbursedAt ? (
        <section className="hl-console-card" aria-labelledby="balance" data-testid="officer-balance">
          <h2 id="balance">{t('consoleMoney.balanceTitle')}</h2>
          <Facts
            items={[
              { label: t('loans.statement.nextDue'), value: loan.balance.nextDueDate ? formatDate(loan.balance.nextDueDate, lang) : t('loans.statement.nothingDue') },
              { label: t('loans.statement.amountDue'), value: `PHP ${loan.balance.nextDueAmountText}` },
              { label: t('loans.statement.paid'), value: `PHP ${loan.balance.paidToDateText}` },
              { label: t('loans.statement.late'), value: `PHP ${loan.balance.lateChargesDueText}` },
              ...(loan.balance.lateChargesWaived > 0 ? [{ label: t('consoleMoney.waivedSoFar'), value: `PHP ${loan.balance.lateChargesWaivedText}` }] : []),
              { label: t('loans.statement.remaining'), value: `PHP ${loan.balance.remainingText}`, testId: 'officer-remaining' },
              { label: t('consoleMoney.payoffToday'), value: `PHP ${loan.balance.payoffAmountText}` },
            ]}
          />
          {loan.balance.lateChargesDue > 0 ? (
            <p>
              <Link to={`/officer/loans/${loan.loanNumber}/waive`}>{t('consoleMoney.waiveLink')}</Link>
            </p>
          ) : null}
          <LoanScheduleTable loan={loan} />
        </section>
      ) : null}
      {writeOff ? <WriteOff view={writeOff} refusal={mine('write-off')} /> : null}
      <LoanPayments
        loanNumber={loan.loanNumber}
        payments={payments.payments}
        nextCursor={payments.nextCursor}
        reversing={reversing}
        refusal={mine('reverse')}
        here={{ pathname: location.pathname, search: location.search }}
      />
    </>
  );
}
