// /admin/webhooks/:id: one subscription's recent deliveries (GET /admin/webhooks/{id}/deliveries),
// newest first, paged, filtered by status: what was sent, how many attempts, the last answer (an
// HTTP status, or why there was none). Read only; the API audits the read.
import { WEBHOOK_DELIVERY_STATUSES } from '@halimbawa/domain';
import type { LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { FilterForm } from '~/features/console/FilterForm';
import { PagedTable } from '~/features/console/PagedTable';
import { isFiltered, listQuery } from '~/features/console/paging';
import { consoleNotFound, requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { EVENT_TEXT } from './webhooks._index';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('webhooksPage.deliveriesTitle') }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILTERS = ['status'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  const url = new URL(request.url);
  const found = await api.get('/admin/webhooks/{id}/deliveries', { params: { id }, query: listQuery(url, FILTERS) });
  if (!found.ok && found.status === 404) throw consoleNotFound();
  return api.json({ page: dataOf(found), filtered: isFiltered(url, FILTERS) });
}

export default function WebhookDeliveries() {
  const { page, filtered } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const when = (iso: string | null) => (iso ? formatDateTime(iso, lang) : '—');
  return (
    <>
      <p>
        <Link to="/admin/webhooks">{t('webhooksPage.back')}</Link>
      </p>
      <h1>{t('webhooksPage.deliveriesTitle')}</h1>
      <FilterForm fields={[{ name: 'status', label: t('webhooksPage.status'), type: 'select', options: WEBHOOK_DELIVERY_STATUSES.map((s) => ({ value: s, label: t(`webhooksPage.deliveryStatuses.${s}`) })) }]} />
      <PagedTable
        caption={t('webhooksPage.deliveriesTitle')}
        rows={page.deliveries}
        rowKey={(d) => d.id}
        nextCursor={page.nextCursor}
        filtered={filtered}
        empty={t('webhooksPage.noDeliveries')}
        columns={[
          { key: 'event', header: t('webhooksPage.event'), cell: (d) => `${t(EVENT_TEXT[d.eventType])} (${d.subject})` },
          { key: 'status', header: t('webhooksPage.status'), cell: (d) => t(`webhooksPage.deliveryStatuses.${d.status}`) },
          { key: 'attempts', header: t('webhooksPage.attempts'), numeric: true, cell: (d) => d.attempts },
          { key: 'last', header: t('webhooksPage.lastAttempt'), cell: (d) => when(d.lastAttemptAt) },
          {
            key: 'answer',
            header: t('webhooksPage.lastAnswer'),
            cell: (d) => (d.lastStatusCode !== null ? `HTTP ${d.lastStatusCode}` : d.lastError ? t(d.lastError === 'refused' ? 'webhooksPage.refused' : 'webhooksPage.noAnswer') : '—'),
          },
          { key: 'delivered', header: t('webhooksPage.deliveredAt'), cell: (d) => when(d.deliveredAt) },
        ]}
      />
    </>
  );
}
