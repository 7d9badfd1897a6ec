// /admin/closed-periods (docs/books.md): how far the books are closed and how far the
// close of business has run, a close waiting for its second admin, a form to ask to close a month
// (the API refuses a month that has not ended or whose days the close of business has not closed,
// beside the field), and the months closed, a page at a time. Works without JavaScript.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError } from '~/features/console/Field';
import { PagedTable } from '~/features/console/PagedTable';
import { requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formatDateTime } from '~/lib/format';
import { formValues, useFormRefusal } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';

const FIELDS = ['month'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('statements.closedTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor');
  return api.json(dataOf(await api.get('/admin/closed-periods', { query: cursor ? { cursor } : {} })));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireAdmin(request, context);
  const values = formValues(form, FIELDS);
  const result = await api.post('/admin/closed-periods', { month: values.month.trim() });
  return answerPost(api, request, result, { to: '/admin/closed-periods', message: translate(api.lang, 'statements.closeSent') }, { fields: FIELDS, values, intent: 'close' });
}

export default function ClosedPeriods() {
  const { closedThrough, closeOfBusinessThrough, pending, periods, nextCursor } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const t = useT();
  const lang = useLanguage();
  const waiting = (pending?.payload as { month?: string } | undefined)?.month;
  return (
    <>
      <h1>{t('statements.closedTitle')}</h1>
      <p>{t('statements.closedIntro')}</p>
      <ul data-testid="closed-state">
        <li>{closedThrough ? t('statements.closedThrough', { day: closedThrough }) : t('statements.neverClosed')}</li>
        <li>{closeOfBusinessThrough ? t('statements.cobThrough', { day: closeOfBusinessThrough }) : t('statements.cobNever')}</li>
      </ul>
      {pending ? (
        <p role="status" data-testid="close-pending">
          {t('statements.closePending', { month: waiting ?? '' })} <Link to="/officer/approvals">{t('statements.approvals')}</Link>
        </p>
      ) : null}
      <Form method="post" className="hl-console-form hl-console-card" aria-label={t('statements.closeMonth')}>
        <h2>{t('statements.closeMonth')}</h2>
        <CsrfInput />
        <FormError message={refusal?.formError} />
        <Field id="close-month" label={t('statements.monthField')} error={refusal?.errors.month}>
          {(f) => <input {...f} name="month" required pattern="[0-9]{4}-[0-9]{2}" maxLength={7} placeholder="2027-01" inputMode="numeric" autoComplete="off" defaultValue={refusal?.values.month ?? ''} />}
        </Field>
        <div className="hl-filter-actions">
          <button type="submit" className="hl-pill">
            {t('statements.closeSubmit')}
          </button>
        </div>
      </Form>
      <h2>{t('statements.closedList')}</h2>
      <PagedTable
        caption={t('statements.closedList')}
        rows={periods}
        rowKey={(p) => p.month}
        nextCursor={nextCursor}
        empty={t('statements.closedNone')}
        columns={[
          { key: 'month', header: t('statements.month'), cell: (p) => p.month },
          { key: 'through', header: t('statements.to'), cell: (p) => p.closedThrough },
          { key: 'at', header: t('statements.closedAt'), cell: (p) => formatDateTime(p.closedAt, lang) },
        ]}
      />
    </>
  );
}
