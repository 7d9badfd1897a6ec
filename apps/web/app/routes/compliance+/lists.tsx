// /compliance/lists (docs/aml.md): every version of the sanctions lists with its date and counts;
// an upload of the UN consolidated list (a plain multipart form: the action sends the file's text
// to the API), and an Anti-Terrorism Council designation entered by hand with its resolution.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { answerPost, refuseForm } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { PagedTable } from '~/features/console/PagedTable';
import { listQuery } from '~/features/console/paging';
import { requireCompliance } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

/** The API's bound on a list (UN_LIST_MAX_BYTES); the form may carry that and its other fields. */
const LIST_MAX_MB = 8;
const UPLOAD_FORM_BYTES = (LIST_MAX_MB * 1024 + 16) * 1024;
const DESIGNATION_FIELDS = ['name', 'aliases', 'birthDate', 'nationality', 'source'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.lists') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const res = await api.get('/compliance/lists', { query: listQuery(new URL(request.url), []) });
  if (!res.ok) throw unavailable(res);
  return api.json(res.data);
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const form = await readVerifiedForm(request, UPLOAD_FORM_BYTES);
  if (form.get('intent') === 'designate') {
    const v = formValues(form, DESIGNATION_FIELDS);
    const aliases = v.aliases.split(/\r?\n/).map((a) => a.trim()).filter(Boolean);
    const result = await api.post('/compliance/designations', {
      name: v.name,
      source: v.source,
      ...(aliases.length ? { aliases } : {}),
      ...(v.birthDate.trim() ? { birthDate: v.birthDate.trim() } : {}),
      ...(v.nationality.trim() ? { nationality: v.nationality.trim() } : {}),
    });
    return answerPost(api, request, result, { to: '/compliance/lists', message: translate(api.lang, 'compliance.designated') }, { fields: DESIGNATION_FIELDS, values: v, intent: 'designate' });
  }
  const file = form.get('file');
  if (!(file instanceof Blob) || file.size === 0) return refuseForm(api, { file: translate(api.lang, 'apiSanctions.listRequired') }, { values: {}, intent: 'upload' });
  const result = await api.post('/compliance/lists/un', { filename: (file as File).name || 'consolidated.xml', xml: await file.text() });
  const failure = result.ok ? result : { ...result, errors: { ...result.errors, file: result.errors.xml ?? result.errors.filename } };
  const message = result.ok ? translate(api.lang, 'compliance.imported', { added: result.data.added, removed: result.data.removed, changed: result.data.changed }) : '';
  return answerPost(api, request, failure, { to: '/compliance/lists', message }, { fields: ['file'], values: {}, intent: 'upload' });
}

export default function ComplianceLists() {
  const data = useLoaderData<typeof loader>();
  const refusal = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const t = useT();
  const lang = useLanguage();
  const upload = refusal?.intent === 'upload' ? refusal : undefined;
  const designation = refusal?.intent === 'designate' ? refusal : undefined;
  const value = (name: string) => designation?.values[name] ?? '';
  return (
    <>
      <h1>{t('compliance.lists')}</h1>
      <p>{t('compliance.listsIntro')}</p>
      <Form method="post" encType="multipart/form-data" className="hl-console-form hl-console-card" aria-labelledby="upload-title">
        <h2 id="upload-title">{t('compliance.upload')}</h2>
        <p>{t('compliance.uploadHelp', { megabytes: LIST_MAX_MB })}</p>
        <CsrfInput />
        <FormError message={upload?.formError} />
        <input type="hidden" name="intent" value="upload" />
        <Field id="list-file" label={t('compliance.file')} error={upload?.errors.file}>
          {(f) => <input {...f} key={upload?.attempt} name="file" type="file" accept=".xml,application/xml,text/xml" required />}
        </Field>
        <SubmitRow label={t('compliance.import')} />
      </Form>
      <Form method="post" className="hl-console-form hl-console-card" aria-labelledby="designate-title">
        <h2 id="designate-title">{t('compliance.designate')}</h2>
        <p>{t('compliance.designateHelp')}</p>
        <CsrfInput />
        <FormError message={designation?.formError} />
        <input type="hidden" name="intent" value="designate" />
        <Field id="designation-name" label={t('compliance.designationName')} error={designation?.errors.name}>
          {(f) => <input {...f} name="name" required minLength={2} maxLength={200} autoComplete="off" defaultValue={value('name')} />}
        </Field>
        <Field id="designation-aliases" label={t('compliance.designationAliases')} error={designation?.errors.aliases}>
          {(f) => <textarea {...f} name="aliases" rows={3} maxLength={4200} defaultValue={value('aliases')} />}
        </Field>
        <Field id="designation-birth" label={t('compliance.designationBirthDate')} error={designation?.errors.birthDate}>
          {(f) => <input {...f} name="birthDate" pattern="\d{4}-\d{2}-\d{2}" inputMode="numeric" autoComplete="off" defaultValue={value('birthDate')} />}
        </Field>
        <Field id="designation-nationality" label={t('compliance.designationNationality')} error={designation?.errors.nationality}>
          {(f) => <input {...f} name="nationality" maxLength={100} autoComplete="off" defaultValue={value('nationality')} />}
        </Field>
        <Field id="designation-source" label={t('compliance.designationSource')} error={designation?.errors.source}>
          {(f) => <input {...f} name="source" required minLength={3} maxLength={200} autoComplete="off" defaultValue={value('source')} />}
        </Field>
        <SubmitRow label={t('compliance.add')} />
      </Form>
      <PagedTable
        caption={t('compliance.versions')}
        rows={data.versions}
        rowKey={(v) => v.id}
        nextCursor={data.nextCursor}
        empty={t('console.empty')}
        columns={[
          { key: 'imported', header: t('compliance.version'), cell: (v) => formatDateTime(v.importedAt, lang) },
          { key: 'source', header: t('compliance.source'), cell: (v) => v.source },
          { key: 'origin', header: t('compliance.origin'), cell: (v) => t(`compliance.origin${v.origin}`) },
          { key: 'generated', header: t('compliance.generated'), cell: (v) => v.generatedAt ?? t('compliance.none') },
          { key: 'entries', header: t('compliance.entries'), cell: (v) => v.entries, numeric: true },
          { key: 'added', header: t('compliance.added'), cell: (v) => v.added, numeric: true },
          { key: 'removed', header: t('compliance.removed'), cell: (v) => v.removed, numeric: true },
          { key: 'changed', header: t('compliance.changed'), cell: (v) => v.changed, numeric: true },
          { key: 'screened', header: t('compliance.screened'), cell: (v) => (v.screenedAt ? formatDateTime(v.screenedAt, lang) : t('compliance.notYet')) },
        ]}
      />
    </>
  );
}
