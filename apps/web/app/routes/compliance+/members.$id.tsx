// /compliance/members/:id (docs/aml.md): who the member is, their covered and suspicious transaction
// reports, and the form that drafts a suspicious transaction report (reason codes and a narrative).
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { ReportsTable, STR_REASONS } from '~/features/compliance/reports';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { listQuery } from '~/features/console/paging';
import { consoleNotFound, requireCompliance } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { useFormRefusal } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.members') }];

function memberId(params: { id?: string }): string {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const id = memberId(params);
  const [member, reports] = await Promise.all([
    api.get('/compliance/members/{memberId}', { params: { memberId: id } }),
    api.get('/compliance/reports', { query: { ...listQuery(new URL(request.url), []), memberId: id } }),
  ]);
  if (!member.ok && member.status === 404) throw consoleNotFound();
  const page = dataOf(reports);
  return api.json({ member: dataOf(member), rows: [...page.overdue, ...page.reports], nextCursor: page.nextCursor });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireCompliance(request, context);
  const id = memberId(params);
  // A code the list does not hold goes as it came: the API refuses it beside the reasons.
  const reasonCodes = form.getAll('reasonCodes').filter((c): c is (typeof STR_REASONS)[number] => typeof c === 'string');
  const narrative = String(form.get('narrative') ?? '');
  const result = await api.post('/compliance/members/{memberId}/suspicious-reports', { reasonCodes, narrative }, { params: { memberId: id } });
  return answerPost(
    api,
    request,
    result,
    { to: `/compliance/members/${id}`, message: translate(api.lang, 'compliance.drafted') },
    { fields: ['reasonCodes', 'narrative'], values: { narrative, reasonCodes: reasonCodes.join(' ') }, intent: 'draft' },
  );
}

export default function ComplianceMember() {
  const { member, rows, nextCursor } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const t = useT();
  const ticked = new Set((refusal?.values.reasonCodes ?? '').split(' '));
  const reasonsError = refusal?.errors.reasonCodes;
  return (
    <>
      <h1>{t('compliance.memberTitle', { name: member.fullName })}</h1>
      <section className="hl-console-card" aria-labelledby="member-facts">
        <h2 id="member-facts">{t('compliance.member')}</h2>
        <dl>
          <dt>{t('compliance.legalName')}</dt>
          <dd>{member.legalName || '—'}</dd>
          <dt>{t('compliance.phone')}</dt>
          <dd>{member.phoneNumber}</dd>
          <dt>{t('compliance.birthDate')}</dt>
          <dd>{member.birthDate ?? '—'}</dd>
          <dt>{t('compliance.nationality')}</dt>
          <dd>{member.nationality ?? '—'}</dd>
        </dl>
      </section>
      <h2>{t('compliance.memberReports')}</h2>
      <ReportsTable caption={t('compliance.memberReports')} rows={rows} nextCursor={nextCursor} empty={t('console.empty')} withMember={false} />
      <Form method="post" className="hl-console-form hl-console-card" aria-labelledby="draft-title">
        <h2 id="draft-title">{t('compliance.draftTitle')}</h2>
        <p>{t('compliance.draftHelp')}</p>
        <CsrfInput />
        <FormError message={refusal?.formError} />
        <fieldset aria-describedby={reasonsError ? 'reason-codes-error' : undefined} aria-invalid={reasonsError ? true : undefined}>
          <legend>{t('compliance.reasonCodes')}</legend>
          {STR_REASONS.map((code) => (
            <div key={code}>
              <input type="checkbox" id={`reason-${code}`} name="reasonCodes" value={code} defaultChecked={ticked.has(code)} />{' '}
              <label htmlFor={`reason-${code}`}>{t(`compliance.reason${code}`)}</label>
            </div>
          ))}
          {reasonsError ? (
            <p id="reason-codes-error" className="hl-field-error">
              {reasonsError}
            </p>
          ) : null}
        </fieldset>
        <Field id="draft-narrative" label={t('compliance.narrative')} error={refusal?.errors.narrative}>
          {(f) => <textarea {...f} name="narrative" required minLength={20} maxLength={4000} rows={5} defaultValue={refusal?.values.narrative ?? ''} />}
        </Field>
        <SubmitRow label={t('compliance.draftSubmit')} />
      </Form>
    </>
  );
}
