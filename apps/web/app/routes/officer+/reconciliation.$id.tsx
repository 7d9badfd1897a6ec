// /officer/reconciliation/:id: one settlement file's transactions, filtered by kind (a GET form),
// a page at a time; each difference not yet resolved has a plain form to resolve it with a note.
import { formatCentavos, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { ResolveWithNote } from '~/features/console/ResolveWithNote';
import { PagedTable } from '~/features/console/PagedTable';
import { isFiltered, listQuery } from '~/features/console/paging';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('books.reconTitle') }];

const KINDS = ['MATCHED', 'FILE_ONLY', 'PRODUCT_ONLY', 'AMOUNT_DIFFERS'] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const url = new URL(request.url);
  const res = await api.get('/officer/reconciliation/{id}', { params: { id: params.id ?? '' }, query: listQuery(url, ['kind']) });
  if (!res.ok && (res.status === 404 || res.status === 400)) throw consoleNotFound();
  if (!res.ok) throw unavailable(res);
  return api.json({ ...res.data, filtered: isFiltered(url, ['kind']) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const form = await readVerifiedForm(request);
  const item = String(form.get('item') ?? '');
  const note = String(form.get('note') ?? '');
  const result = await api.post('/officer/reconciliation/items/{id}/resolve', { note }, { params: { id: item } });
  if (!result.ok) {
    const split = splitApiErrors(result, ['note']);
    return api.json({ ...formRefusal({ errors: split.errors, formError: split.formError, values: { note } }), item }, { status: refusedStatus(result.status) });
  }
  return api.redirect(`/officer/reconciliation/${params.id}`, { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'books.reconResolved')))] });
}

export default function ReconciliationRun() {
  const { run, items, nextCursor, filtered } = useLoaderData<typeof loader>();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { item?: string }) | undefined;
  const t = useT();
  const lang = useLanguage();
  return (
    <>
      <p>
        <Link to="/officer/reconciliation">{t('books.reconBack')}</Link>
      </p>
      <h1>{t('books.reconRunTitle', { filename: run.filename })}</h1>
      <ul data-testid="recon-counts">
        {KINDS.map((k) => (
          <li key={k}>
            {t(`books.reconKind${k}`)}: {run.counts[({ MATCHED: 'matched', FILE_ONLY: 'fileOnly', PRODUCT_ONLY: 'productOnly', AMOUNT_DIFFERS: 'amountsDiffering' } as const)[k]]}
          </li>
        ))}
        <li>
          {t('books.reconUnresolved')}: {run.counts.unresolved}
        </li>
      </ul>
      <FilterForm fields={[{ name: 'kind', label: t('books.reconKind'), type: 'select', anyLabel: t('books.reconAnyKind'), options: KINDS.map((k) => ({ value: k, label: t(`books.reconKind${k}`) })) }]} />
      <PagedTable
        caption={t('books.reconItems')}
        rows={items}
        rowKey={(i) => i.id}
        nextCursor={nextCursor}
        filtered={filtered}
        columns={[
          { key: 'transaction', header: t('books.reconTransaction'), cell: (i) => i.transactionId },
          { key: 'kind', header: t('books.reconKind'), cell: (i) => t(`books.reconKind${i.kind}`) },
          { key: 'file', header: t('books.reconFileAmount'), cell: (i) => (i.fileAmount === null ? '' : formatCentavos(i.fileAmount)), numeric: true },
          { key: 'product', header: t('books.reconProductAmount'), cell: (i) => (i.productAmount === null ? '' : formatCentavos(i.productAmount)), numeric: true },
          {
            key: 'resolution',
            header: t('books.reconResolution'),
            cell: (i) =>
              i.kind === 'MATCHED' ? null : i.resolvedAt ? (
                `${i.note} (${formatDateTime(i.resolvedAt, lang)})`
              ) : (
                <ResolveWithNote
                  field="item"
                  id={i.id}
                  subject={i.transactionId}
                  refused={answer?.item === i.id ? { note: answer.values.note ?? '', error: answer.errors.note ?? answer.formError } : null}
                />
              ),
          },
        ]}
      />
    </>
  );
}
