// /officer/approvals: actions another staff member made that wait for a second check (four eyes),
// of every kind (loans, reversals, suspense, hardship, settings, staff accounts, write-offs,
// provisioning rates), newest first,
// paged and filtered by kind and status. Each row says whom it is for (the borrower's page, the
// loan), what approving changes field by field (before and after, as the API words it) and who
// asked when, so the checker never approves blind. Approved or rejected here (a rejection needs a
// note); the maker is not offered the buttons, and the API refuses them anyway.
import { hasMessage, t as translate, type MessageKey } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import type { Schemas } from '@halimbawa/api-client';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError } from '~/features/console/Field';
import { PagedTable } from '~/features/console/PagedTable';
import { FilterForm } from '~/features/console/FilterForm';
import { isFiltered, listQuery } from '~/features/console/paging';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formatDateTime } from '~/lib/format';
import { formValues, useFormRefusal } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';

type Action = Schemas['PendingActionDto'];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('console.approvalsTitle') }];

/** The catalogue's name of each kind the console checks. */
const KIND_TEXT: Record<string, MessageKey> = {
  'loan.approve': 'consoleMoney.kinds.loanApprove',
  'payment.reverse': 'consoleMoney.kinds.paymentReverse',
  'suspense.assign': 'consoleMoney.kinds.suspenseAssign',
  'hardship.decide': 'consoleMoney.kinds.hardshipDecide',
  'loan.late-charge.waive': 'consoleMoney.kinds.lateChargeWaive',
  'settings.change': 'consoleMoney.kinds.settingsChange',
  'staff.create': 'consoleMoney.kinds.staffCreate',
  'staff.reset': 'consoleMoney.kinds.staffReset',
  'staff.roles': 'consoleMoney.kinds.staffRoles',
  'books.close-period': 'consoleMoney.kinds.periodClose',
  'loan.write-off': 'consoleMoney.kinds.loanWriteOff',
  'provisioning.rates': 'consoleMoney.kinds.provisioningRates',
};

/** The catalogue's name of a field the API lists in `about.changes` (a field it has no name for shows as sent). */
const fieldKey = (field: string): MessageKey | null => (hasMessage(`consoleMoney.fields.${field}`) ? (`consoleMoney.fields.${field}` as MessageKey) : null);
const FILTERS = ['kind', 'status'] as const;
const STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'WITHDRAWN'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const page = dataOf(await api.get('/officer/four-eyes', { query: listQuery(url, FILTERS) }));
  return api.json({ page, filtered: isFiltered(url, FILTERS) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const v = formValues(form, ['intent', 'actionId', 'note'] as const);
  if (v.intent !== 'approve' && v.intent !== 'reject') throw consoleNotFound();
  const note = v.note.trim() === '' ? {} : { note: v.note };
  const result = await api.post(v.intent === 'approve' ? '/officer/four-eyes/{id}/approve' : '/officer/four-eyes/{id}/reject', note, { params: { id: v.actionId } });
  const here = new URL(request.url);
  return answerPost(api, request, result, { to: `${here.pathname}${here.search}`, message: translate(api.lang, 'console.secondDone') }, { fields: ['note'], values: v, intent: v.actionId });
}

/** Whom the action is for: the borrower (their page) and the loan, or the staff account. */
function Subject({ action }: { action: Action }) {
  const t = useT();
  const about = action.about;
  if (!about) return <>—</>;
  const staffKind = action.kind.startsWith('staff.');
  const name = about.memberName ?? '—';
  return (
    <>
      {staffKind ? (
        <Link to={`/admin/staff?q=${encodeURIComponent(name)}`}>{name}</Link>
      ) : about.memberId ? (
        <Link to={`/officer/members/${about.memberId}`}>{name}</Link>
      ) : action.kind === 'settings.change' ? (
        <Link to="/admin/settings">{t('settingsPage.title')}</Link>
      ) : action.kind === 'books.close-period' ? (
        <Link to="/admin/closed-periods">{t('statements.closedTitle')}</Link>
      ) : action.kind === 'provisioning.rates' ? (
        <Link to="/admin/provisioning">{t('provisioningPage.ratesTitle')}</Link>
      ) : null}
      {about.loanNumber ? (
        <>
          {' '}
          <Link to={`/officer/loans/${about.loanNumber}`}>{about.loanNumber}</Link>
        </>
      ) : null}
    </>
  );
}

/** What approving changes, field by field: a value that is only shown has no before. */
function Changes({ action }: { action: Action }) {
  const t = useT();
  const changes = action.about?.changes ?? [];
  if (changes.length === 0) return <>{t('consoleMoney.noChanges')}</>;
  const none = t('consoleMoney.noValue');
  return (
    <dl className="hl-changes" data-testid={`changes-${action.id}`}>
      {changes.map((c) => (
        <div key={c.field}>
          <dt>{fieldKey(c.field) ? t(fieldKey(c.field)!) : c.field}</dt>
          <dd>{c.before === null ? (c.after ?? none) : t('consoleMoney.changeFromTo', { before: c.before, after: c.after ?? none })}</dd>
        </div>
      ))}
    </dl>
  );
}

function Check({ action }: { action: Action }) {
  const t = useT();
  const lang = useLanguage();
  const refusal = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const mine = refusal?.intent === action.id ? refusal : undefined;
  if (action.status !== 'PENDING') return <>{t('consoleMoney.checkedBy', { status: t(`consoleMoney.statuses.${action.status}`) })}</>;
  if (action.mine) {
    // A check posted anyway (an old tab) is refused by the API: its words show beside the row.
    return (
      <>
        <FormError message={mine?.formError} />
        <span data-testid={`own-action-${action.id}`}>{t('console.yourOwn')}</span>
      </>
    );
  }
  return (
    // Named by kind, whom it is for and when, so that each row's form is a landmark of its own.
    <Form method="post" className="hl-console-form" aria-label={[t(KIND_TEXT[action.kind] ?? 'consoleMoney.colKind'), action.about?.memberName, action.about?.loanNumber, formatDateTime(action.madeAt, lang)].filter(Boolean).join(', ')}>
      <CsrfInput />
      <input type="hidden" name="actionId" value={action.id} />
      <FormError message={mine?.formError} />
      <Field id={`note-${action.id}`} label={t('consoleMoney.checkNote')} error={mine?.errors.note}>
        {(p) => <textarea {...p} name="note" maxLength={500} rows={2} defaultValue={mine?.values.note ?? ''} />}
      </Field>
      <div className="hl-filter-actions">
        <button type="submit" name="intent" value="approve" className="hl-pill" data-testid={`approve-${action.id}`}>
          {t('consoleMoney.approve')}
        </button>
        <button type="submit" name="intent" value="reject" className="hl-pill">
          {t('consoleMoney.reject')}
        </button>
      </div>
    </Form>
  );
}

export default function Approvals() {
  const { page, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('console.approvalsTitle')}</h1>
      <p>{t('console.approvalsIntro')}</p>
      <FilterForm
        fields={[
          { name: 'kind', label: t('consoleMoney.kindFilter'), type: 'select', anyLabel: t('consoleMoney.anyKind'), options: Object.entries(KIND_TEXT).map(([value, key]) => ({ value, label: t(key) })) },
          { name: 'status', label: t('consoleMoney.statusFilter'), type: 'select', anyLabel: t('consoleMoney.statuses.PENDING'), options: STATUSES.filter((s) => s !== 'PENDING').map((s) => ({ value: s, label: t(`consoleMoney.statuses.${s}`) })) },
        ]}
      />
      <PagedTable
        caption={t('console.approvalsTitle')}
        rows={page.actions}
        rowKey={(a) => a.id}
        nextCursor={page.nextCursor}
        filtered={filtered}
        columns={[
          { key: 'kind', header: t('consoleMoney.colKind'), cell: (a) => (KIND_TEXT[a.kind] ? t(KIND_TEXT[a.kind]) : a.kind) },
          { key: 'for', header: t('consoleMoney.colFor'), cell: (a) => <Subject action={a} /> },
          { key: 'changes', header: t('consoleMoney.colChanges'), cell: (a) => <Changes action={a} /> },
          { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (a) => a.amountText ?? '—' },
          { key: 'asked', header: t('consoleMoney.colAsked'), cell: (a) => t('consoleMoney.askedBy', { name: a.makerName ?? '—', when: formatDateTime(a.madeAt, lang) }) },
          { key: 'check', header: t('console.colWhat'), cell: (a) => <Check action={a} /> },
        ]}
      />
    </>
  );
}
