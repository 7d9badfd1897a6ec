// /admin/webhooks (docs/api.md, Webhooks), for admins: the subscriptions, newest first and paged
// (GET /admin/webhooks), each with a link to its recent deliveries and a button to disable it; a form
// to add one (an address and the events). The signing secret is shown once, on the page that answers
// the form (it is never kept in a cookie or shown again). Plain forms, so it works without
// JavaScript; the API audits every call.
import { isWebhookEventType, t as translate, WEBHOOK_EVENT_TYPES, type MessageKey, type WebhookEventType } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useActionData, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { StatusBadge } from '~/features/console/StatusBadge';
import { consoleNotFound, requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formatDateTime } from '~/lib/format';
import { splitApiErrors, formRefusal, refusedStatus, useFormRefusal } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('webhooksPage.title') }];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The words of each event type (the catalogue's keys cannot hold its dot). */
export const EVENT_TEXT: Record<WebhookEventType, MessageKey> = {
  'loan.status_changed': 'webhooksPage.eventTypes.loanStatusChanged',
  'payment.received': 'webhooksPage.eventTypes.paymentReceived',
  'withdrawal.status_changed': 'webhooksPage.eventTypes.withdrawalStatusChanged',
  'kyc.decided': 'webhooksPage.eventTypes.kycDecided',
};

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const page = dataOf(await api.get('/admin/webhooks', { query: listQuery(new URL(request.url), []) }));
  return api.json({ page });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const form = await readVerifiedForm(request);
  const intent = form.get('intent');
  if (intent === 'create') {
    const url = String(form.get('url') ?? '');
    const events = form.getAll('events').filter(isWebhookEventType);
    const result = await api.post('/admin/webhooks', { url, events });
    if (!result.ok) {
      const split = splitApiErrors(result, ['url', 'events']);
      return api.json({ ...formRefusal({ errors: split.errors, formError: split.formError, values: { url } }), events }, { status: refusedStatus(result.status) });
    }
    // The secret is answered once: shown on this answer, never redirected through a cookie.
    return api.json({ ok: true as const, created: { url: result.data.subscription.url, secret: result.data.secret } }, { status: 201 });
  }
  const id = String(form.get('id') ?? '');
  if (intent !== 'disable' || !UUID.test(id)) throw consoleNotFound();
  const result = await api.post('/admin/webhooks/{id}/disable', undefined, { params: { id } });
  return answerPost(api, request, result, { to: '/admin/webhooks', message: translate(api.lang, 'webhooksPage.disabled') }, { fields: [], values: {}, intent: id });
}

function CreateForm() {
  const t = useT();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { events?: string[]; intent?: string }) | undefined;
  const mine = answer && !answer.intent ? answer : undefined;
  return (
    <section className="hl-console-card">
      <h2 id="webhook-add">{t('webhooksPage.addTitle')}</h2>
      <Form method="post" className="hl-console-form" aria-labelledby="webhook-add">
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <FormError message={mine?.formError} />
        <Field id="webhook-url" label={t('webhooksPage.url')} error={mine?.errors.url}>
          {(p) => <input {...p} name="url" type="url" required maxLength={2000} defaultValue={mine?.values.url ?? ''} />}
        </Field>
        <fieldset aria-describedby={mine?.errors.events ? 'webhook-events-error' : undefined}>
          <legend>{t('webhooksPage.events')}</legend>
          {WEBHOOK_EVENT_TYPES.map((type) => (
            <div key={type}>
              <input id={`webhook-event-${type}`} type="checkbox" name="events" value={type} defaultChecked={mine?.events?.includes(type) ?? false} />{' '}
              <label htmlFor={`webhook-event-${type}`}>{t(EVENT_TEXT[type])}</label>
            </div>
          ))}
          {mine?.errors.events ? (
            <p id="webhook-events-error" className="hl-field-error">
              {mine.errors.events}
            </p>
          ) : null}
        </fieldset>
        <SubmitRow label={t('webhooksPage.add')} />
      </Form>
    </section>
  );
}

/** The answer to an added subscription: its secret, this once. */
function Created() {
  const t = useT();
  const data = useActionData<typeof action>() as { ok?: true; created?: { url: string; secret: string } } | undefined;
  if (!data?.created) return null;
  return (
    <div className="hl-console-card" role="status" data-testid="webhook-secret">
      <p>{t('webhooksPage.created', { url: data.created.url })}</p>
      <p>
        <code style={{ overflowWrap: 'anywhere' }}>{data.created.secret}</code>
      </p>
    </div>
  );
}

export default function Webhooks() {
  const { page } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  return (
    <>
      <h1>{t('webhooksPage.title')}</h1>
      <p>{t('webhooksPage.intro')}</p>
      <Created />
      <PagedTable
        caption={t('webhooksPage.title')}
        rows={page.subscriptions}
        rowKey={(s) => s.id}
        nextCursor={page.nextCursor}
        empty={t('webhooksPage.empty')}
        columns={[
          { key: 'url', header: t('webhooksPage.url'), cell: (s) => <span style={{ overflowWrap: 'anywhere' }}>{s.url}</span> },
          { key: 'events', header: t('webhooksPage.events'), cell: (s) => s.events.map((e) => t(EVENT_TEXT[e])).join(', ') },
          { key: 'status', header: t('webhooksPage.status'), cell: (s) => <StatusBadge tone={s.active ? 'success' : 'neutral'}>{t(s.active ? 'webhooksPage.active' : 'webhooksPage.disabledState')}</StatusBadge> },
          { key: 'created', header: t('webhooksPage.createdAt'), cell: (s) => formatDateTime(s.createdAt, lang) },
          {
            key: 'actions',
            header: t('console.colWhat'),
            cell: (s) => (
              <>
                <Link to={`/admin/webhooks/${s.id}`}>{t('webhooksPage.deliveries')}</Link>
                {s.active ? (
                  <Form method="post" aria-label={`${t('webhooksPage.disable')}: ${s.url}`}>
                    <CsrfInput />
                    <input type="hidden" name="id" value={s.id} />
                    <FormError message={answer?.intent === s.id ? answer.formError : undefined} />
                    <button type="submit" name="intent" value="disable" className="hl-pill">
                      {t('webhooksPage.disable')}
                    </button>
                  </Form>
                ) : null}
              </>
            ),
          },
        ]}
      />
      <CreateForm />
    </>
  );
}
