// /loan/:loanNumber/hardship (docs/product.md, Hardship requests): the borrower asks for an
// extension or a restructured schedule (reason, the monthly amount they can pay) at least 5 days
// before the next due date, and sees their requests with their status. A plain POST form: a
// refusal comes back beside its field with everything typed kept.
import { HARDSHIP_KINDS, formatCentavos, t as translate } from '@halimbawa/domain';
import { TextInput, Textarea } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { MemberFrame } from '~/components/MemberNav';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('hardship.title') }];

const FIELDS = ['kind', 'reason', 'proposedAmount'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const loanNumber = params.loanNumber ?? '';
  const res = await api.get('/loan/{loanNumber}/hardship', { params: { loanNumber } });
  if (!res.ok) {
    if (res.status === 404) throw new Response(null, { status: 404 });
    throw unavailable(res);
  }
  return api.json({ loanNumber, requests: res.data.requests });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const loanNumber = params.loanNumber ?? '';
  const values = formValues(form, FIELDS);
  const r = await api.post('/loan/{loanNumber}/hardship', values, { params: { loanNumber } });
  if (r.ok) return api.redirect(`/loan/${loanNumber}/hardship`, { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'hardship.sent')))] });
  return api.json(formRefusal({ ...splitApiErrors(r, FIELDS), values }), { status: r.status === 0 ? 503 : r.status });
}

export default function HardshipPage() {
  const { loanNumber, requests } = useLoaderData<typeof loader>();
  const failure = useFormRefusal();
  const t = useT();
  const lang = useLanguage();
  const typed = failure?.values ?? {};
  const errors = failure?.errors ?? {};
  return (
    <MemberFrame>
      <div className="hl-col">
        <h1 className="hl-h" data-size="h2">
          {t('hardship.title')}
        </h1>
        <p className="hl-t">{t('hardship.intro')}</p>
        {failure?.formError ? (
          <div className="hl-alert" data-tone="red" role="alert" data-testid="form-error">
            {failure.formError}
          </div>
        ) : null}
        <Form method="post" aria-label={t('hardship.formLabel')} className="hl-col">
          <CsrfInput />
          <fieldset aria-describedby={errors.kind ? 'kind-error' : undefined}>
            <legend className="hl-t hl-strong">{t('hardship.kind')}</legend>
            {HARDSHIP_KINDS.map((kind) => (
              <label key={kind} className="hl-row">
                <input type="radio" name="kind" value={kind} required defaultChecked={(typed.kind ?? 'EXTENSION') === kind} /> {t(`apiHardship.kindName.${kind}`)}
              </label>
            ))}
            {errors.kind ? (
              <p className="hl-t hl-t-sm" role="alert" id="kind-error">
                {errors.kind}
              </p>
            ) : null}
          </fieldset>
          <Textarea name="reason" label={t('hardship.reason')} required maxLength={1000} autosize minRows={3} defaultValue={typed.reason ?? ''} error={errors.reason} />
          <TextInput name="proposedAmount" label={t('hardship.proposedAmount')} required inputMode="decimal" maxLength={20} defaultValue={typed.proposedAmount ?? ''} error={errors.proposedAmount} />
          <div className="hl-row">
            <button type="submit" className="hl-button" data-size="md">
              {t('hardship.submit')}
            </button>
          </div>
        </Form>
        <section aria-labelledby="hardship-yours">
          <h2 className="hl-h" id="hardship-yours">
            {t('hardship.yours')}
          </h2>
          {requests.length === 0 ? (
            <p className="hl-t hl-dimmed">{t('hardship.none')}</p>
          ) : (
            <ul className="hl-col" data-testid="hardship-requests">
              {requests.map((r) => (
                <li key={r.id} className="hl-card" data-radius="md">
                  <p className="hl-t hl-strong">
                    {r.kindText}: {r.statusText}
                  </p>
                  <p className="hl-t hl-t-sm">
                    {t('hardship.columns.amount')}: PHP {formatCentavos(r.proposedAmount)} · {t('hardship.columns.dueDate')}: {formatDate(r.dueDate, lang)} · {loanNumber}
                  </p>
                  <p className="hl-t hl-t-sm hl-dimmed">{r.reason}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </MemberFrame>
  );
}
