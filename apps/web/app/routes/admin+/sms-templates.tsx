// /admin/sms-templates: the collection SMS templates (docs/collections.md), each with its English
// and Filipino text in a plain form; the API refuses threatening or shaming words and unknown
// placeholders, and the message shows beside the text, what was typed kept.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { requireAdmin } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('books.templatesTitle') }];

const FIELDS = ['bodyEn', 'bodyFil'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const res = await api.get('/officer/sms-templates');
  if (!res.ok) throw unavailable(res);
  return api.json({ templates: res.data.templates });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const form = await readVerifiedForm(request);
  const code = String(form.get('code') ?? '');
  const values = formValues(form, FIELDS);
  if (!/^[A-Z][A-Z_]{1,39}$/.test(code)) return json({ ...formRefusal({ formError: translate(api.lang, 'apiErrors.badRequest'), values }), code }, { status: 400 });
  const result = await api.put('/admin/sms-templates/{code}', values, { params: { code } });
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return api.json({ ...formRefusal({ errors: split.errors, formError: split.formError, values }), code }, { status: result.status || 503 });
  }
  return api.redirect('/admin/sms-templates', { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'books.templateSaved')))] });
}

export default function SmsTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  const t = useT();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { code?: string }) | undefined;
  return (
    <>
      <h1>{t('books.templatesTitle')}</h1>
      <p>{t('books.templatesIntro', { placeholders: '{{company}}, {{name}}, {{loanNumber}}, {{amountDue}}' })}</p>
      {templates.map((x) => {
        const mine = answer?.code === x.code ? answer : undefined;
        return (
          <Form key={x.code} method="post" aria-label={x.code} className="hl-filters">
            <h2>{x.code}</h2>
            <CsrfInput />
            <input type="hidden" name="code" value={x.code} />
            <FormError message={mine?.formError} />
            {FIELDS.map((field) => {
              const id = `${x.code}-${field}`;
              const error = mine?.errors[field];
              return (
                <div key={field} className="hl-filter">
                  <label htmlFor={id}>{t(field === 'bodyEn' ? 'books.bodyEn' : 'books.bodyFil')}</label>
                  <textarea id={id} name={field} rows={3} maxLength={320} required defaultValue={mine?.values[field] ?? x[field]} aria-describedby={error ? `${id}-error` : undefined} />
                  {error ? (
                    <p id={`${id}-error`} className="hl-field-error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div className="hl-filter-actions">
              <button type="submit" className="hl-pill">
                {t('books.saveTemplate')}
              </button>
            </div>
          </Form>
        );
      })}
    </>
  );
}
