// /officer/approvals: actions another staff member made that wait for a second check (four eyes):
// loan approvals, payment reversals and payments out of suspense, newest first, paged. Each is
// approved or rejected here (a rejection needs a note); a loan approval also opens its loan. The
// maker is not offered the buttons, and the API refuses them anyway.
import { t as translate, type MessageKey } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import type { Schemas } from '@halimbawa/api-client';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError } from '~/features/console/Field';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
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
  'settings.change': 'consoleMoney.kinds.settingsChange',
  'staff.create': 'consoleMoney.kinds.staffCreate',
  'staff.reset': 'consoleMoney.kinds.staffReset',
  'staff.roles': 'consoleMoney.kinds.staffRoles',
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const page = dataOf(await api.get('/officer/four-eyes', { query: listQuery(new URL(request.url), []) }));
  return api.json({ page });
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

const text = (payload: Record<string, unknown>, key: string) => (typeof payload[key] === 'string' ? (payload[key] as string) : '');

function Subject({ action }: { action: Action }) {
  const t = useT();
  const loanNumber = text(action.payload, 'loanNumber');
  if (action.kind === 'suspense.assign') return <>{text(action.payload, 'targetText')}</>;
  // What a settings change or a hardship decision is about is read on its own page.
  if (action.kind === 'settings.change') return <Link to="/admin/settings">{t('consoleMoney.kinds.settingsChange')}</Link>;
  if (action.kind === 'hardship.decide') return <Link to="/officer/hardship">{t('consoleMoney.kinds.hardshipDecide')}</Link>;
  // A staff account's change names the account (a new one is named by what the maker typed).
  if (action.kind.startsWith('staff.')) {
    const roles = Array.isArray(action.payload.roles) ? ` ${action.payload.roles.join(', ')}` : '';
    const who = action.kind === 'staff.create' ? `${text(action.payload, 'fullName')} (${text(action.payload, 'phoneNumber')})` : t(KIND_TEXT[action.kind]);
    return (
      <>
        <Link to="/admin/staff">{who}</Link>
        {roles}
      </>
    );
  }
  return (
    <>
      {loanNumber ? <Link to={`/officer/loans/${loanNumber}`}>{loanNumber}</Link> : null}
      {action.kind === 'payment.reverse' ? ` ${text(action.payload, 'receiptNumber')}: ${text(action.payload, 'reason')}` : ''}
      {action.kind === 'loan.approve' ? ` (${t('consoleMoney.openLoan')})` : ''}
    </>
  );
}

function Check({ action }: { action: Action }) {
  const t = useT();
  const refusal = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const mine = refusal?.intent === action.id ? refusal : undefined;
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
    // Named by its row (what, for whom, when): two waiting actions of one kind are two forms of different names.
    <Form method="post" className="hl-console-form" aria-labelledby={`kind-${action.id} for-${action.id} made-${action.id}`}>
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
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <h1>{t('console.approvalsTitle')}</h1>
      <p>{t('console.approvalsIntro')}</p>
      <PagedTable
        caption={t('console.approvalsTitle')}
        rows={page.actions}
        rowKey={(a) => a.id}
        nextCursor={page.nextCursor}
        columns={[
          { key: 'kind', header: t('consoleMoney.colKind'), cell: (a) => <span id={`kind-${a.id}`}>{KIND_TEXT[a.kind] ? t(KIND_TEXT[a.kind]) : a.kind}</span> },
          {
            key: 'for',
            header: t('consoleMoney.colFor'),
            cell: (a) => (
              <span id={`for-${a.id}`}>
                <Subject action={a} />
              </span>
            ),
          },
          { key: 'amount', header: t('console.colAmount'), numeric: true, cell: (a) => a.amountText ?? '—' },
          { key: 'made', header: t('console.colMadeAt'), cell: (a) => <span id={`made-${a.id}`}>{formatDateTime(a.madeAt, lang)}</span> },
          { key: 'check', header: t('console.colWhat'), cell: (a) => <Check action={a} /> },
        ]}
      />
    </>
  );
}
