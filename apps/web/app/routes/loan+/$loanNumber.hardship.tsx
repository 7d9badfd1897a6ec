// /loan/:loanNumber/hardship (docs/product.md, Hardship requests): the borrower asks for an
// extension or a restructured schedule (reason, the monthly amount they can pay) at least 5 days
// before the next due date, and sees their requests with their status. A plain POST form: a
// refusal comes back beside its field with everything typed kept. Once a request is approved, the
// new schedule's disclosure and its signing by SMS code (features/hardship/NewSchedule), posted here too.
import { HARDSHIP_KINDS, checkField, formatCentavos, sayEach, t as translate } from '@halimbawa/domain';
import { TextInput, Textarea } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { MemberFrame } from '~/components/MemberNav';
import { NewSchedule, ScheduleVersions } from '~/features/hardship/NewSchedule';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { formatDate } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
// The form's button (hl-button) is styled there; without them it showed as the browser's own.
import '~/styles/status.css';
import '~/styles/dash.css';

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('hardship.title') }];

const FIELDS = ['kind', 'reason', 'proposedAmount'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const loanNumber = params.loanNumber ?? '';
  const [res, schedules] = await Promise.all([
    api.get('/loan/{loanNumber}/hardship', { params: { loanNumber } }),
    api.get('/loan/{loanNumber}/schedule-versions', { params: { loanNumber } }),
  ]);
  if (!res.ok) {
    if (res.status === 404) throw new Response(null, { status: 404 });
    throw unavailable(res);
  }
  if (!schedules.ok) throw unavailable(schedules);
  return api.json({ loanNumber, requests: res.data.requests, ...schedules.data });
}

/** Sends the code for the new schedule, or signs it with the code; the answer is beside the code field. */
async function signing(api: Awaited<ReturnType<typeof requireMember>>, request: Request, form: FormData, loanNumber: string) {
  const intent = form.get('intent') === 'finish' ? 'finish' : 'start';
  const version = String(form.get('version') ?? '');
  const back = `/loan/${loanNumber}/hardship`;
  if (intent === 'start') {
    const r = await api.post('/loan/{loanNumber}/schedule-versions/{version}/sign/start', undefined, { params: { loanNumber, version } });
    if (r.ok) return api.redirect(`${back}#sign`, { cookies: [await flashCookie(request, notice.info(r.data?.message ?? translate(api.lang, 'loan.codeSent')))] });
    return api.json(formRefusal({ values: { intent }, formError: r.message }), { status: r.status === 0 ? 503 : r.status });
  }
  const code = String(form.get('code') ?? '').trim();
  const local = sayEach(api.lang, { code: checkField('code', code) ?? undefined }).code;
  if (local) return api.json(formRefusal({ values: { intent }, errors: { code: local } }), { status: 400 });
  const r = await api.post('/loan/{loanNumber}/schedule-versions/{version}/sign/finish', { code }, { params: { loanNumber, version } });
  if (r.ok) return api.redirect(back, { cookies: [await flashCookie(request, notice.success(r.data?.message ?? translate(api.lang, 'apiHardship.signed')))] });
  const failure = r.errors.code ? formRefusal({ values: { intent }, errors: { code: r.errors.code } }) : formRefusal({ values: { intent }, formError: r.message });
  return api.json(failure, { status: r.status === 0 ? 503 : r.status });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const api = await requireMember(request, context);
  const loanNumber = params.loanNumber ?? '';
  if (form.has('version')) return signing(api, request, form, loanNumber);
  const values = formValues(form, FIELDS);
  const r = await api.post('/loan/{loanNumber}/hardship', values, { params: { loanNumber } });
  if (r.ok) return api.redirect(`/loan/${loanNumber}/hardship`, { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'hardship.sent')))] });
  return api.json(formRefusal({ ...splitApiErrors(r, FIELDS), values }), { status: r.status === 0 ? 503 : r.status });
}

export default function HardshipPage() {
  const { loanNumber, requests, versions, signingCodeExpiresAt } = useLoaderData<typeof loader>();
  const failure = useFormRefusal();
  const t = useT();
  const lang = useLanguage();
  const signingFailure = failure?.values.intent ? failure : null;
  const typed = signingFailure ? {} : (failure?.values ?? {});
  const errors = signingFailure ? {} : (failure?.errors ?? {});
  const pending = versions.find((v) => v.status === 'PENDING_SIGNATURE');
  const inForce = versions.find((v) => v.inForce);
  return (
    <MemberFrame>
      <div className="hl-col">
        <h1 className="hl-h" data-size="h2">
          {t('hardship.title')}
        </h1>
        <p className="hl-t">{t('hardship.intro')}</p>
        {pending && inForce ? (
          <NewSchedule
            loanNumber={loanNumber}
            inForce={inForce}
            pending={pending}
            codeSent={signingCodeExpiresAt !== null || signingFailure?.values.intent === 'finish'}
            codeError={signingFailure?.errors.code}
            formError={signingFailure?.formError}
          />
        ) : null}
        {!signingFailure && failure?.formError ? (
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
                  {r.rejectionText ? <p className="hl-t hl-t-sm">{t('hardship.notApprovedBecause', { reason: r.rejectionText })}</p> : null}
                  <p className="hl-t hl-t-sm hl-dimmed">{r.reason}</p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <ScheduleVersions versions={versions} />
      </div>
    </MemberFrame>
  );
}
