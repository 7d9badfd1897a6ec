// /admin/sms-templates: the collection SMS templates (docs/collections.md), each with its English
// and Filipino text in a plain form; the API refuses threatening or shaming words and unknown
// placeholders, and the message shows beside the text, what was typed kept.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { answerPost } from '~/features/console/actions.server';
import { Field, SubmitRow } from '~/features/console/Field';
import { requireAdmin } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formRefusal, formValues, useFormRefusal } from '~/lib/forms';
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
  if (!/^[A-Z][A-Z_]{1,39}$/.test(code)) return json({ ...formRefusal({ formError: translate(api.lang, 'apiErrors.badRequest'), values }), intent: code }, { status: 400 });
  const result = await api.put('/admin/sms-templates/{code}', values, { params: { code } });
  return answerPost(api, request, result, { to: '/admin/sms-templates', message: translate(api.lang, 'books.templateSaved') }, { fields: FIELDS, values, intent: code });
}

export default function SmsTemplates() {
  const { templates } = useLoaderData<typeof loader>();
  const t = useT();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  return (
    <>
      <h1>{t('books.templatesTitle')}</h1>
      <p>{t('books.templatesIntro', { placeholders: '{{company}}, {{name}}, {{loanNumber}}, {{amountDue}}' })}</p>
      {templates.map((x) => {
        const mine = answer?.intent === x.code ? answer : undefined;
        return (
          <Form key={x.code} method="post" aria-label={x.code} className="hl-filters">
            <h2>{x.code}</h2>
            <CsrfInput />
            <input type="hidden" name="code" value={x.code} />
            <FormError message={mine?.formError} />
            {FIELDS.map((field) => (
              <Field key={field} id={`${x.code}-${field}`} label={t(field === 'bodyEn' ? 'books.bodyEn' : 'books.bodyFil')} error={mine?.errors[field]}>
                {(p) => <textarea {...p} name={field} rows={3} maxLength={320} required defaultValue={mine?.values[field] ?? x[field]} />}
              </Field>
            ))}
            <SubmitRow label={t('books.saveTemplate')} />
          </Form>
        );
      })}
    </>
  );
}
