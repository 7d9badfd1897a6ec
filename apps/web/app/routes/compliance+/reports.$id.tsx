// /compliance/reports/:id (docs/aml.md): one covered or suspicious transaction report, and the form
// that marks it filed with the AMLC's reference (once: a filed report never changes).
import { formatCentavos, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { StatusBadge } from '~/features/console/StatusBadge';
import { consoleNotFound, requireCompliance } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.reports') }];

function reportId(params: { id?: string }): string {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const id = reportId(params);
  const read = await api.get('/compliance/reports/{id}', { params: { id } });
  if (!read.ok && read.status === 404) throw consoleNotFound();
  return api.json({ report: dataOf(read) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireCompliance(request, context);
  const id = reportId(params);
  const v = formValues(form, ['reference']);
  const result = await api.post('/compliance/reports/{id}/file', { reference: v.reference }, { params: { id } });
  return answerPost(api, request, result, { to: `/compliance/reports/${id}`, message: translate(api.lang, 'compliance.fileDone') }, { fields: ['reference'], values: v, intent: 'file' });
}

export default function ComplianceReport() {
  const { report: r } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal();
  const t = useT();
  const lang = useLanguage();
  const facts: [string, React.ReactNode][] = [
    [t('compliance.member'), <Link to={`/compliance/members/${r.memberId}`}>{r.memberName}</Link>],
    [t('compliance.transaction'), r.transactionKind ? t(`compliance.tx${r.transactionKind}`) : '—'],
    [t('compliance.amount'), r.amountPhp === null ? '—' : `PHP ${formatCentavos(r.amountPhp)}`],
    [t('compliance.occurredOn'), r.occurredOn],
    [
      t('compliance.dueOn'),
      <>
        {r.dueOn} {r.overdue ? <StatusBadge tone="danger">{t('compliance.overdueBadge')}</StatusBadge> : null}
      </>,
    ],
    [t('compliance.reasonCodes'), r.reasonCodes.length ? r.reasonCodes.map((c) => t(`compliance.reason${c}` as 'compliance.reasonSI1')).join('; ') : '—'],
    [t('compliance.narrative'), r.narrative ?? '—'],
    [t('compliance.kind'), r.caseId ? t('compliance.fromCase') : r.draftedBy ? t('compliance.draftedByOfficer') : t('compliance.draftedBySystem')],
    [t('compliance.filed'), r.filedReference && r.filedAt ? t('compliance.filedAs', { reference: r.filedReference, when: formatDateTime(r.filedAt, lang) }) : t('compliance.notFiled')],
  ];
  return (
    <>
      <h1>{t('compliance.reportTitle', { kind: t(`compliance.kind${r.kind}`), name: r.memberName })}</h1>
      <section className="hl-console-card" aria-labelledby="report-facts">
        <h2 id="report-facts">{t(`compliance.kind${r.kind}`)}</h2>
        <dl>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      {r.filedAt ? null : (
        <Form method="post" className="hl-console-form hl-console-card" aria-labelledby="file-title">
          <h2 id="file-title">{t('compliance.fileTitle')}</h2>
          <p>{t('compliance.fileHelp')}</p>
          <CsrfInput />
          <FormError message={refusal?.formError} />
          <Field id="filed-reference" label={t('compliance.filedReference')} error={refusal?.errors.reference}>
            {(f) => <input {...f} name="reference" required minLength={3} maxLength={100} defaultValue={refusal?.values.reference ?? ''} />}
          </Field>
          <SubmitRow label={t('compliance.fileSubmit')} />
        </Form>
      )}
    </>
  );
}
