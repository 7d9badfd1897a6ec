// /officer/reconciliation (docs/collections.md): upload a channel's settlement file (a plain
// multipart form; the action reads the file's text and sends it to the API), and the files
// uploaded before with their counts, newest first, a page at a time.
import { PAY_CHANNELS, SETTLEMENT_FILE_MAX_KB, SETTLEMENT_FILE_MAX_ROWS, groupThousands, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { SubmitRow } from '~/features/console/Field';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formRefusal, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('books.reconTitle') }];

const CHANNELS = Object.entries(PAY_CHANNELS).map(([value, c]) => ({ value, label: c.name }));
/** The form: the file at its limit (the API refuses a larger one beside the field), the channel and the CSRF token. */
const UPLOAD_FORM_BYTES = (SETTLEMENT_FILE_MAX_KB + 16) * 1024;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const res = await api.get('/officer/reconciliation', { query: listQuery(new URL(request.url), []) });
  if (!res.ok) throw unavailable(res);
  return api.json(res.data);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const form = await readVerifiedForm(request, UPLOAD_FORM_BYTES);
  const channel = String(form.get('channel') ?? '');
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return json(formRefusal({ errors: { file: translate(api.lang, 'books.reconNoFile') }, values: { channel } }), { status: 400 });
  const filename = (file as File).name || 'settlement.csv';
  const result = await api.post('/officer/reconciliation', { channel, filename, csv: await file.text() });
  if (!result.ok) {
    const split = splitApiErrors({ ...result, errors: { ...result.errors, file: result.errors.csv ?? result.errors.filename } }, ['channel', 'file']);
    return api.json(formRefusal({ errors: split.errors, formError: split.formError, values: { channel } }), { status: refusedStatus(result.status) });
  }
  return api.redirect(`/officer/reconciliation/${result.data.run.id}`);
}

export default function Reconciliation() {
  const data = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const t = useT();
  const lang = useLanguage();
  const errors = answer?.errors ?? {};
  return (
    <>
      <h1>{t('books.reconTitle')}</h1>
      <p>{t('books.reconIntro', { rows: groupThousands(String(SETTLEMENT_FILE_MAX_ROWS)), kb: SETTLEMENT_FILE_MAX_KB })}</p>
      <p>
        <Link to="/officer/unconfirmed-payments">{t('books.unconfirmedLink')}</Link>
      </p>
      <Form method="post" encType="multipart/form-data" aria-label={t('books.reconUpload')} className="hl-filters">
        <CsrfInput />
        <FormError message={answer?.formError} />
        <div className="hl-filter">
          <label htmlFor="recon-channel">{t('books.reconChannel')}</label>
          <select id="recon-channel" name="channel" defaultValue={answer?.values.channel ?? 'gcash'} aria-describedby={errors.channel ? 'recon-channel-error' : undefined}>
            {CHANNELS.map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
          {errors.channel ? (
            <p id="recon-channel-error" className="hl-field-error" role="alert">
              {errors.channel}
            </p>
          ) : null}
        </div>
        <div className="hl-filter">
          <label htmlFor="recon-file">{t('books.reconFile')}</label>
          <input key={answer?.attempt} id="recon-file" name="file" type="file" accept=".csv,text/csv" required aria-describedby={errors.file ? 'recon-file-error' : undefined} />
          {errors.file ? (
            <p id="recon-file-error" className="hl-field-error" role="alert">
              {errors.file}
            </p>
          ) : null}
        </div>
        <SubmitRow label={t('books.reconUpload')} />
      </Form>
      <PagedTable
        caption={t('books.reconRuns')}
        rows={data.runs}
        rowKey={(r) => r.id}
        nextCursor={data.nextCursor}
        empty={t('books.reconNoRuns')}
        columns={[
          { key: 'file', header: t('books.reconFile'), cell: (r) => <Link to={`/officer/reconciliation/${r.id}`}>{r.filename}</Link> },
          { key: 'channel', header: t('books.reconChannel'), cell: (r) => PAY_CHANNELS[r.channel as keyof typeof PAY_CHANNELS]?.name ?? r.channel },
          { key: 'uploaded', header: t('books.reconUploaded'), cell: (r) => formatDateTime(r.createdAt, lang) },
          { key: 'period', header: t('books.reconPeriod'), cell: (r) => (r.periodFrom === r.periodTo ? r.periodFrom : `${r.periodFrom} – ${r.periodTo}`) },
          { key: 'rows', header: t('books.reconRows'), cell: (r) => r.fileRows, numeric: true },
          { key: 'matched', header: t('books.reconMatched'), cell: (r) => r.counts.matched, numeric: true },
          { key: 'unresolved', header: t('books.reconUnresolved'), cell: (r) => r.counts.unresolved, numeric: true },
        ]}
      />
    </>
  );
}
