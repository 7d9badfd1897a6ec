// /officer/suspense/:id: assign a payment held in suspense to a loan (by its number) or a member's
// wallet (by phone number). The API records the request; a second officer approves it at
// /officer/approvals before the money leaves suspense. Works without JavaScript.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError } from '~/features/console/Field';
import { SuspenseStateBadge } from '~/features/console/SuspenseState';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELDS = ['target', 'loanNumber', 'memberPhone'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('consoleMoney.suspenseTitle') }];

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  const read = await api.get('/officer/suspense/{id}', { params: { id } });
  if (!read.ok && read.status === 404) throw consoleNotFound();
  return api.json({ payment: dataOf(read) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireStaff(request, context);
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  const v = formValues(form, FIELDS);
  // Only the chosen target's field goes to the API, so nothing typed in the other one is refused.
  const body = v.target === 'LOAN' ? { target: 'LOAN' as const, loanNumber: v.loanNumber } : v.target === 'WALLET' ? { target: 'WALLET' as const, memberPhone: v.memberPhone } : { target: v.target as never };
  const result = await api.post('/officer/suspense/{id}/assign', body, { params: { id } });
  return answerPost(api, request, result, { to: '/officer/suspense', message: translate(api.lang, 'apiSuspense.requested') }, { fields: FIELDS, values: v, intent: 'assign' });
}

export default function AssignSuspense() {
  const { payment: p } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const t = useT();
  const target = refusal?.values.target ?? '';
  return (
    <>
      <h1>{t('consoleMoney.assignTitle', { receipt: p.receiptNumber })}</h1>
      <p>{t('consoleMoney.assignIntro', { amount: p.amountText, channel: p.channel, reference: p.reference })}</p>
      <p>
        <SuspenseStateBadge payment={p} />
      </p>
      {p.state === 'OPEN' ? (
        <Form method="post" className="hl-console-form hl-console-card" aria-label={t('consoleMoney.assignTitle', { receipt: p.receiptNumber })}>
          <CsrfInput />
          <FormError message={refusal?.formError} />
          <fieldset aria-describedby={refusal?.errors.target ? 'target-error' : undefined}>
            <legend>{t('consoleMoney.target')}</legend>
            <label>
              <input type="radio" name="target" value="LOAN" defaultChecked={target === 'LOAN'} required /> {t('consoleMoney.targetLoan')}
            </label>
            <label>
              <input type="radio" name="target" value="WALLET" defaultChecked={target === 'WALLET'} /> {t('consoleMoney.targetWallet')}
            </label>
            {refusal?.errors.target ? (
              <p id="target-error" className="hl-field-error">
                {refusal.errors.target}
              </p>
            ) : null}
          </fieldset>
          <Field id="assign-loan" label={t('consoleMoney.loanNumber')} error={refusal?.errors.loanNumber}>
            {(f) => <input {...f} name="loanNumber" autoComplete="off" maxLength={40} defaultValue={refusal?.values.loanNumber ?? ''} />}
          </Field>
          <Field id="assign-phone" label={t('consoleMoney.phoneNumber')} error={refusal?.errors.memberPhone}>
            {(f) => <input {...f} name="memberPhone" type="tel" autoComplete="off" maxLength={30} defaultValue={refusal?.values.memberPhone ?? ''} />}
          </Field>
          <div className="hl-filter-actions">
            <button type="submit" className="hl-pill" data-testid="assign-submit">
              {t('consoleMoney.assignButton')}
            </button>
            <Link to="/officer/suspense">{t('consoleMoney.cancel')}</Link>
          </div>
        </Form>
      ) : (
        <p role="status">{t('consoleMoney.notOpen')}</p>
      )}
    </>
  );
}
