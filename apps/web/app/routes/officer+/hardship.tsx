// /officer/hardship (docs/product.md, Hardship requests): the requests of one status, newest first,
// a page at a time. On a waiting request an officer proposes Approve or Reject with a note; the
// proposal waits for a second staff member (four eyes), who confirms or sends it back from the same
// row. Plain forms and links: it works without JavaScript.
import { HARDSHIP_REJECTION_REASONS, HARDSHIP_STATUSES, formatCentavos, t as translate, type HardshipRejectionReason } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { StatusBadge } from '~/features/console/StatusBadge';
import { listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('hardship.console.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const res = await api.get('/officer/hardship', { query: listQuery(new URL(request.url), ['status']) });
  if (!res.ok) throw unavailable(res);
  return api.json({ requests: res.data.requests, nextCursor: res.data.nextCursor });
}

/** One form per step: `propose` (the maker), `confirm` or `decline` (the second staff member). */
export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const step = form.get('step');
  const id = String(form.get('id') ?? '');
  const note = String(form.get('note') ?? '').trim();
  const rejectionReason = String(form.get('rejectionReason') ?? '');
  const r =
    step === 'propose'
      ? await api.post('/officer/hardship/{id}/decide', { decision: String(form.get('decision') ?? '') as 'APPROVE' | 'REJECT', ...(note ? { note } : {}), ...(rejectionReason ? { rejectionReason: rejectionReason as HardshipRejectionReason } : {}) }, { params: { id } })
      : step === 'confirm'
        ? await api.post('/officer/four-eyes/{id}/approve', {}, { params: { id } })
        : await api.post('/officer/four-eyes/{id}/reject', { note: note || translate(api.lang, 'hardship.console.decline') }, { params: { id } });
  const done = step === 'propose' ? 'hardship.console.proposed' : step === 'confirm' ? 'hardship.console.checked' : 'hardship.console.sentBack';
  const said = r.ok ? notice.success(translate(api.lang, done)) : notice.warning(r.message);
  return api.redirect(new URL(request.url).pathname + new URL(request.url).search, { cookies: [await flashCookie(request, said)] });
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>['requests'][number];

function Decision({ row }: { row: Row }) {
  const t = useT();
  if (row.status !== 'PENDING') return <>{row.decidedAt ? row.decidedAt.slice(0, 10) : ''}</>;
  if (row.waitingActionId) {
    return (
      <div className="hl-col">
        <p className="hl-t hl-t-sm">{t('hardship.console.waiting')}</p>
        <Form method="post" className="hl-row">
          <CsrfInput />
          <input type="hidden" name="id" value={row.waitingActionId} />
          <button type="submit" name="step" value="confirm" className="hl-button" data-size="sm">
            {t('hardship.console.confirm')}
          </button>
          <button type="submit" name="step" value="decline" className="hl-button" data-variant="default" data-size="sm">
            {t('hardship.console.decline')}
          </button>
        </Form>
      </div>
    );
  }
  return (
    <Form method="post" className="hl-col" aria-label={`${t('hardship.console.decision')} ${row.loanNumber}`}>
      <CsrfInput />
      <input type="hidden" name="id" value={row.id} />
      <label>
        {t('hardship.console.decision')}{' '}
        <select name="decision" defaultValue="APPROVE">
          <option value="APPROVE">{t('hardship.console.approve')}</option>
          <option value="REJECT">{t('hardship.console.reject')}</option>
        </select>
      </label>
      <label>
        {t('hardship.rejectionReason')}{' '}
        <select name="rejectionReason" defaultValue="">
          <option value="" />
          {HARDSHIP_REJECTION_REASONS.map((reason) => (
            <option key={reason} value={reason}>
              {t(`apiHardship.rejection.${reason}`)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('hardship.console.note')} <input type="text" name="note" maxLength={500} />
      </label>
      <button type="submit" name="step" value="propose" className="hl-button" data-size="sm">
        {t('hardship.console.propose')}
      </button>
    </Form>
  );
}

export default function HardshipRequests() {
  const { requests, nextCursor } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('hardship.console.title')}</h1>
      <FilterForm
        fields={[
          {
            name: 'status',
            label: t('hardship.console.status'),
            type: 'select',
            anyLabel: t('apiHardship.status.PENDING'),
            options: HARDSHIP_STATUSES.filter((s) => s !== 'PENDING').map((s) => ({ value: s, label: t(`apiHardship.status.${s}`) })),
          },
        ]}
      />
      <PagedTable
        caption={t('hardship.console.caption')}
        rows={requests}
        rowKey={(r) => r.id}
        nextCursor={nextCursor}
        columns={[
          { key: 'loan', header: t('hardship.columns.loan'), cell: (r) => r.loanNumber },
          { key: 'kind', header: t('hardship.columns.kind'), cell: (r) => r.kindText },
          { key: 'reason', header: t('hardship.columns.reason'), cell: (r) => r.reason },
          { key: 'amount', header: t('hardship.columns.amount'), cell: (r) => `PHP ${formatCentavos(r.proposedAmount)}`, numeric: true },
          { key: 'due', header: t('hardship.columns.dueDate'), cell: (r) => formatDate(r.dueDate, lang) },
          { key: 'status', header: t('hardship.columns.status'), cell: (r) => <StatusBadge tone={r.status === 'APPROVED' ? 'success' : r.status === 'REJECTED' ? 'danger' : r.status === 'PENDING' ? 'info' : 'neutral'}>{r.statusText}</StatusBadge> },
          { key: 'action', header: t('hardship.columns.action'), cell: (r) => <Decision row={r} /> },
        ]}
      />
    </>
  );
}
