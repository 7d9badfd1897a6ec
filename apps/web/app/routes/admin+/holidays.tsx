// /admin/holidays (docs/aml.md), for admins: the holidays of a year that the due dates of reports
// to the AMLC skip, a form to add one and a button to remove each. Plain forms: no JavaScript needed.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';

const YEAR = /^\d{4}$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('holidaysPage.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const asked = new URL(request.url).searchParams.get('year')?.trim() ?? '';
  const list = await api.get('/admin/holidays', { query: YEAR.test(asked) ? { year: asked } : {} });
  // A year the API refuses shows this year's instead.
  return api.json(dataOf(list.ok ? list : await api.get('/admin/holidays')));
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireAdmin(request, context);
  const v = formValues(form, ['intent', 'day', 'name', 'holiday']);
  const shown = v.intent === 'remove' ? v.holiday : v.day.trim();
  const to = DAY.test(shown) ? `/admin/holidays?year=${shown.slice(0, 4)}` : '/admin/holidays';
  if (v.intent === 'remove') {
    const result = await api.del('/admin/holidays/{day}', { params: { day: v.holiday } });
    return answerPost(api, request, result, { to, message: translate(api.lang, 'holidaysPage.removed') }, { fields: [], values: {}, intent: 'remove' });
  }
  const result = await api.post('/admin/holidays', { day: v.day.trim(), name: v.name });
  return answerPost(api, request, result, { to, message: translate(api.lang, 'holidaysPage.added') }, { fields: ['day', 'name'], values: { day: v.day, name: v.name }, intent: 'add' });
}

export default function Holidays() {
  const { year, holidays } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const adding = refusal?.intent === 'add' ? refusal : undefined;
  const t = useT();
  return (
    <>
      <h1>{t('holidaysPage.title')}</h1>
      <p>{t('holidaysPage.intro')}</p>
      <form method="get" action="/admin/holidays" className="hl-filters" aria-label={t('holidaysPage.year')}>
        <div className="hl-filter">
          <label htmlFor="holiday-year">{t('holidaysPage.year')}</label>
          <input id="holiday-year" name="year" type="text" inputMode="numeric" pattern="\d{4}" maxLength={4} defaultValue={String(year)} />
        </div>
        <div className="hl-filter-actions">
          <button type="submit" className="hl-pill">
            {t('holidaysPage.show')}
          </button>
        </div>
      </form>
      {refusal?.intent === 'remove' ? <FormError message={refusal.formError} /> : null}
      {holidays.length === 0 ? (
        <p role="status">{t('holidaysPage.none')}</p>
      ) : (
        <div className="hl-table-scroll" role="group" aria-label={t('holidaysPage.caption', { year })} tabIndex={0}>
        <table className="hl-table">
          <caption>{t('holidaysPage.caption', { year })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('holidaysPage.day')}</th>
              <th scope="col">{t('holidaysPage.name')}</th>
              <th scope="col">
                <span className="hl-visually-hidden">{t('holidaysPage.remove', { name: '' })}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {holidays.map((h) => (
              <tr key={h.day}>
                <td>{h.day}</td>
                <td>{h.name}</td>
                <td>
                  <Form method="post">
                    <CsrfInput />
                    <input type="hidden" name="intent" value="remove" />
                    <input type="hidden" name="holiday" value={h.day} />
                    <button type="submit" className="hl-pill" aria-label={t('holidaysPage.remove', { name: `${h.day} ${h.name}` })}>
                      {t('holidaysPage.remove', { name: '' }).trim()}
                    </button>
                  </Form>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        </div>
      )}
      <Form method="post" className="hl-console-form hl-console-card" aria-labelledby="holiday-add">
        <h2 id="holiday-add">{t('holidaysPage.add')}</h2>
        <CsrfInput />
        <FormError message={adding?.formError} />
        <input type="hidden" name="intent" value="add" />
        <Field id="holiday-day" label={t('holidaysPage.day')} error={adding?.errors.day}>
          {(f) => <input {...f} name="day" required inputMode="numeric" pattern="\d{4}-\d{2}-\d{2}" maxLength={10} defaultValue={adding?.values.day ?? ''} />}
        </Field>
        <Field id="holiday-name" label={t('holidaysPage.name')} error={adding?.errors.name}>
          {(f) => <input {...f} name="name" required maxLength={100} defaultValue={adding?.values.name ?? ''} />}
        </Field>
        <SubmitRow label={t('holidaysPage.addSubmit')} />
      </Form>
    </>
  );
}
