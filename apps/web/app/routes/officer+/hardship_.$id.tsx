// /officer/hardship/:id: one hardship request reviewed before anything changes. The schedule the
// loan follows now beside the one approving would offer the borrower (the API runs libs/domain's
// reschedule rule on the rows as they are: dates, principal, interest, instalments and totals);
// then the proposal (approve, or reject with the reason the borrower is told), posted with the
// Idempotency-Key made when this page rendered, so a double submit proposes once; or, when a
// proposal waits, the second staff member's confirmation or sending it back, from the same preview.
import { HARDSHIP_REJECTION_REASONS, formatCentavos, formatPercent, isIdempotencyKey, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { randomUUID } from 'node:crypto';
import { CsrfInput } from '~/components/CsrfInput';
import { Facts } from '~/components/Facts';
import { Link } from '~/components/Link';
import { MoneyTable } from '~/features/books/MoneyTable';
import { answerPost, refuseForm } from '~/features/console/actions.server';
import { Field, FormError } from '~/features/console/Field';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches, data }) => [{ title: metaT(matches)('hardship.console.reviewTitle', { loanNumber: (data as { preview?: { request: { loanNumber: string } } } | undefined)?.preview?.request.loanNumber ?? '' }) }];

const PROPOSE_FIELDS = ['decision', 'rejectionReason', 'note', 'idempotencyKey'] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const res = await api.get('/officer/hardship/{id}/preview', { params: { id: params.id ?? '' } });
  if (!res.ok && res.status === 404) throw consoleNotFound();
  if (!res.ok) throw unavailable(res);
  return api.json({ preview: res.data, key: randomUUID() });
}

/** `propose` (the maker, with the page's Idempotency-Key), `confirm` or `decline` (the second staff member). */
export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const id = params.id ?? '';
  const intent = String(form.get('intent') ?? '');
  if (intent === 'propose') {
    const v = formValues(form, PROPOSE_FIELDS);
    if (!isIdempotencyKey(v.idempotencyKey)) return refuseForm(api, { decision: translate(api.lang, 'apiErrors.badRequest') }, { values: v, intent });
    const note = v.note.trim();
    const result = await api.post(
      '/officer/hardship/{id}/decide',
      { decision: v.decision as 'APPROVE' | 'REJECT', ...(note ? { note } : {}), ...(v.rejectionReason ? { rejectionReason: v.rejectionReason as never } : {}) },
      { params: { id }, headers: { 'Idempotency-Key': v.idempotencyKey } },
    );
    return answerPost(api, request, result, { to: '/officer/hardship', message: translate(api.lang, 'hardship.console.proposed') }, { fields: PROPOSE_FIELDS, values: v, intent });
  }
  const actionId = String(form.get('actionId') ?? '');
  const note = String(form.get('note') ?? '').trim();
  const r =
    intent === 'confirm'
      ? await api.post('/officer/four-eyes/{id}/approve', {}, { params: { id: actionId } })
      : await api.post('/officer/four-eyes/{id}/reject', { note: note || translate(api.lang, 'hardship.console.decline') }, { params: { id: actionId } });
  const said = r.ok ? notice.success(translate(api.lang, intent === 'confirm' ? 'hardship.console.checked' : 'hardship.console.sentBack')) : notice.warning(r.message);
  return api.redirect(r.ok ? '/officer/hardship' : `/officer/hardship/${id}`, { cookies: [await flashCookie(request, said)] });
}

type Preview = ReturnType<typeof useLoaderData<typeof loader>>['preview'];

function ScheduleTable({ schedule, caption, testId }: { schedule: NonNullable<Preview['proposed']>; caption: string; testId: string }) {
  const t = useT();
  const lang = useLanguage();
  const sum = (pick: (r: (typeof schedule.rows)[number]) => number) => schedule.rows.reduce((s, r) => s + pick(r), 0);
  return (
    <>
      <MoneyTable
        testId={testId}
        caption={caption}
        header={[t('hardship.console.colNumber'), t('hardship.console.colDue'), t('hardship.console.colPrincipal'), t('hardship.console.colInterest'), t('hardship.console.colTotal'), t('hardship.console.colPaid')]}
        rows={schedule.rows.map((r) => [r.number, formatDate(r.dueDate, lang), { centavos: r.principal }, { centavos: r.interest }, { centavos: r.total }, { centavos: r.paid }])}
        footer={[t('hardship.console.totals', { count: schedule.count }), '', { centavos: sum((r) => r.principal) }, { centavos: schedule.totalInterest }, { centavos: schedule.totalRepay }, { centavos: sum((r) => r.paid) }]}
      />
      <p className="hl-t hl-t-sm">{t('hardship.console.eir', { rate: formatPercent(schedule.eirYearly) })}</p>
    </>
  );
}

export default function HardshipReview() {
  const { preview, key } = useLoaderData<typeof loader>();
  const { request: r, current, proposed, cannotApprove } = preview;
  const t = useT();
  const lang = useLanguage();
  const refused = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const errors = refused?.errors ?? {};
  const typed = (name: string) => refused?.values[name] ?? '';
  return (
    <>
      <p>
        <Link to="/officer/hardship">{t('hardship.console.back')}</Link>
      </p>
      <h1>{t('hardship.console.reviewTitle', { loanNumber: r.loanNumber })}</h1>
      <section aria-labelledby="request">
        <h2 id="request">{t('hardship.console.request')}</h2>
        <Facts
          items={[
            { label: t('hardship.columns.kind'), value: r.kindText },
            { label: t('hardship.console.borrowerReason'), value: r.reason },
            { label: t('hardship.console.canPay'), value: `PHP ${formatCentavos(r.proposedAmount)}` },
            { label: t('hardship.console.nextDue'), value: formatDate(r.dueDate, lang) },
            { label: t('hardship.columns.status'), value: r.statusText },
          ]}
        />
      </section>
      <p>{t('hardship.console.previewIntro')}</p>
      <section aria-labelledby="current">
        <h2 id="current">{t('hardship.console.currentCaption')}</h2>
        <ScheduleTable schedule={current} caption={t('hardship.console.currentCaption')} testId="current-schedule" />
      </section>
      <section aria-labelledby="proposed">
        <h2 id="proposed">{t('hardship.console.proposedCaption')}</h2>
        {proposed ? (
          <ScheduleTable schedule={proposed} caption={t('hardship.console.proposedCaption')} testId="proposed-schedule" />
        ) : (
          <p className="hl-form-error" role="alert" data-testid="cannot-approve">
            {t('hardship.console.cannotApprove', { why: cannotApprove ?? '' })}
          </p>
        )}
      </section>
      {r.status !== 'PENDING' ? (
        <p>{t('hardship.console.decided', { status: r.statusText })}</p>
      ) : r.waitingActionId ? (
        <section aria-labelledby="check">
          <h2 id="check">{t('hardship.console.waiting')}</h2>
          <Form method="post" className="hl-col">
            <CsrfInput />
            <input type="hidden" name="actionId" value={r.waitingActionId} />
            <Field id="decline-note" label={t('hardship.console.note')}>
              {(p) => <input {...p} type="text" name="note" maxLength={500} />}
            </Field>
            <div className="hl-row">
              <button type="submit" name="intent" value="confirm" className="hl-pill">
                {t('hardship.console.confirm')}
              </button>
              <button type="submit" name="intent" value="decline" className="hl-pill" data-variant="default">
                {t('hardship.console.decline')}
              </button>
            </div>
          </Form>
        </section>
      ) : (
        <section aria-labelledby="decide">
          <h2 id="decide">{t('hardship.console.decision')}</h2>
          <Form method="post" className="hl-col" noValidate>
            <CsrfInput />
            <FormError message={refused?.formError} />
            <input type="hidden" name="idempotencyKey" value={typed('idempotencyKey') || key} />
            <Field id="decision" label={t('hardship.console.decision')} error={errors.decision}>
              {(p) => (
                <select {...p} name="decision" defaultValue={typed('decision') || (proposed ? 'APPROVE' : 'REJECT')}>
                  {proposed ? <option value="APPROVE">{t('hardship.console.proposeApprove')}</option> : null}
                  <option value="REJECT">{t('hardship.console.proposeReject')}</option>
                </select>
              )}
            </Field>
            <Field id="rejectionReason" label={`${t('hardship.rejectionReason')} (${t('hardship.console.rejectionReasonHint')})`} error={errors.rejectionReason}>
              {(p) => (
                <select {...p} name="rejectionReason" defaultValue={typed('rejectionReason')}>
                  <option value="" />
                  {HARDSHIP_REJECTION_REASONS.map((reason) => (
                    <option key={reason} value={reason}>
                      {t(`apiHardship.rejection.${reason}`)}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="note" label={t('hardship.console.note')} error={errors.note}>
              {(p) => <textarea {...p} name="note" maxLength={500} defaultValue={typed('note')} />}
            </Field>
            <div className="hl-filter-actions">
              <button type="submit" name="intent" value="propose" className="hl-pill">
                {t('hardship.console.propose')}
              </button>
            </div>
          </Form>
        </section>
      )}
    </>
  );
}
