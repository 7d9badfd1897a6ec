// /officer/payments/new: an officer records money a borrower paid outside the app (POST
// /officer/payments): the loan, the amount, the channel and its reference. Recorded once per channel
// and reference. Success goes to the loan's page (its payments, where a reversal is asked for); a
// refusal comes back beside its field with what was typed. A plain form: it works without JavaScript.
import { PAYMENT_CHANNELS, formatCentavos, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { requireStaff } from '~/features/console/staff.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('consoleMoney.recordTitle') }];

const FIELDS = ['loanNumber', 'amount', 'channel', 'externalRef'] as const;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  // Opened from a loan's page, the loan is filled in.
  return api.json({ loanNumber: (new URL(request.url).searchParams.get('loan') ?? '').slice(0, 40) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const values = formValues(form, FIELDS);
  const result = await api.post('/officer/payments', { ...values, channel: values.channel as never });
  if (result.ok) {
    const { loanNumber } = result.data.loan;
    const { amount } = result.data.repayment;
    const said = notice.success(translate(api.lang, 'consoleMoney.recordDone', { amount: formatCentavos(amount), loanNumber }));
    return api.redirect(`/officer/loans/${loanNumber}`, { cookies: [await flashCookie(request, said)] });
  }
  return answerPost(api, request, result, { to: '/officer/payments', message: '' }, { fields: FIELDS, values, intent: 'record' });
}

export default function RecordPayment() {
  const { loanNumber } = useLoaderData<typeof loader>();
  const t = useT();
  const refused = useFormRefusal();
  const errors = refused?.errors ?? {};
  const typed = (name: (typeof FIELDS)[number]) => refused?.values[name];
  return (
    <>
      <p>
        <Link to="/officer/payments">{t('consoleMoney.recordedTitle')}</Link>
      </p>
      <h1>{t('consoleMoney.recordTitle')}</h1>
      <p>{t('consoleMoney.recordIntro')}</p>
      <Form method="post" className="hl-col" noValidate>
        <CsrfInput />
        <FormError message={refused?.formError} />
        <Field id="loanNumber" label={t('consoleMoney.recordLoan')} error={errors.loanNumber}>
          {(p) => <input {...p} name="loanNumber" type="text" required maxLength={40} autoComplete="off" defaultValue={typed('loanNumber') ?? loanNumber} />}
        </Field>
        <Field id="amount" label={t('consoleMoney.recordAmount')} error={errors.amount}>
          {(p) => <input {...p} name="amount" type="text" inputMode="decimal" required maxLength={20} autoComplete="off" defaultValue={typed('amount') ?? ''} />}
        </Field>
        <Field id="channel" label={t('consoleMoney.recordChannel')} error={errors.channel}>
          {(p) => (
            <select {...p} name="channel" defaultValue={typed('channel') ?? 'BANK_DEPOSIT'}>
              {PAYMENT_CHANNELS.map((c) => (
                <option key={c} value={c}>
                  {t(`consoleMoney.channels.${c}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id="externalRef" label={t('consoleMoney.recordReference')} error={errors.externalRef}>
          {(p) => <input {...p} name="externalRef" type="text" required minLength={3} maxLength={64} autoComplete="off" defaultValue={typed('externalRef') ?? ''} />}
        </Field>
        <SubmitRow label={t('consoleMoney.recordButton')} />
      </Form>
    </>
  );
}
