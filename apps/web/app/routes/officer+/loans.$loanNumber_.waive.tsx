// /officer/loans/:loanNumber/waive: an officer asks to waive (part of) one instalment's late charge,
// with the amount and why. The request waits for a second staff member (four eyes, /officer/approvals);
// a refusal comes back beside its field with what was typed. A plain form: it works without JavaScript.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { LOAN_NUMBER_PATTERN } from '~/features/loans/loan-status';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches, params }) => [{ title: metaT(matches)('consoleMoney.waiveTitle', { loanNumber: params.loanNumber ?? '' }) }];

const FIELDS = ['instalment', 'amount', 'reason'] as const;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) throw consoleNotFound();
  const read = await api.get('/officer/loans/{loanNumber}', { params: { loanNumber } });
  if (!read.ok && read.status === 404) throw consoleNotFound();
  if (!read.ok) throw unavailable(read);
  // The instalments that still owe something with a late charge on them: the API checks the amount against what is unpaid.
  const charged = read.data.schedule.filter((r) => r.lateCharge > 0 && r.owed > 0).map((r) => ({ number: r.number, dueDate: r.dueDate, lateChargeText: r.lateChargeText }));
  return api.json({ loanNumber: read.data.loanNumber, charged });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (!LOAN_NUMBER_PATTERN.test(loanNumber)) throw consoleNotFound();
  const values = formValues(form, FIELDS);
  const result = await api.post('/officer/loans/{loanNumber}/late-charge-waivers', values, { params: { loanNumber } });
  return answerPost(api, request, result, { to: `/officer/loans/${loanNumber}`, message: translate(api.lang, 'apiLateCharges.requested') }, { fields: FIELDS, values, intent: 'waive' });
}

export default function WaiveLateCharge() {
  const { loanNumber, charged } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const refused = useFormRefusal();
  const errors = refused?.errors ?? {};
  const typed = (name: (typeof FIELDS)[number]) => refused?.values[name] ?? '';
  return (
    <>
      <p>
        <Link to={`/officer/loans/${loanNumber}`}>{t('console.loanTitle', { loanNumber })}</Link>
      </p>
      <h1>{t('consoleMoney.waiveTitle', { loanNumber })}</h1>
      {charged.length === 0 ? (
        <p data-testid="waive-none">{t('consoleMoney.waiveNone')}</p>
      ) : (
        <>
          <p>{t('consoleMoney.waiveIntro')}</p>
          <Form method="post" className="hl-col" noValidate>
            <CsrfInput />
            <FormError message={refused?.formError} />
            <Field id="instalment" label={t('consoleMoney.waiveInstalment')} error={errors.instalment}>
              {(p) => (
                <select {...p} name="instalment" defaultValue={typed('instalment') || String(charged[0].number)}>
                  {charged.map((r) => (
                    <option key={r.number} value={String(r.number)}>
                      {t('consoleMoney.waiveOption', { number: r.number, date: r.dueDate ? formatDate(r.dueDate, lang) : '', charge: r.lateChargeText })}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field id="amount" label={t('consoleMoney.waiveAmount')} error={errors.amount}>
              {(p) => <input {...p} name="amount" type="text" inputMode="decimal" required maxLength={20} autoComplete="off" defaultValue={typed('amount')} />}
            </Field>
            <Field id="reason" label={t('consoleMoney.waiveReason')} error={errors.reason}>
              {(p) => <textarea {...p} name="reason" required maxLength={500} defaultValue={typed('reason')} />}
            </Field>
            <SubmitRow label={t('consoleMoney.waiveButton')} />
          </Form>
        </>
      )}
    </>
  );
}
