// /compliance/cases/:id (docs/aml.md): the member and the list entry side by side; the decision:
// a false positive (with a reason), or a confirmed hit (with a reason), which a second compliance
// officer checks here (or an admin in the four-eyes inbox) and which freezes the member's money.
import { t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { answerPost } from '~/features/console/actions.server';
import { Field, FormError, SubmitRow } from '~/features/console/Field';
import { consoleNotFound, requireCompliance } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formValues, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const INTENTS = ['clear', 'confirm', 'check'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('compliance.cases') }];

function caseId(params: { id?: string }): string {
  const id = params.id ?? '';
  if (!UUID.test(id)) throw consoleNotFound();
  return id;
}

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireCompliance(request, context);
  const id = caseId(params);
  const read = await api.get('/compliance/cases/{id}', { params: { id } });
  if (!read.ok && read.status === 404) throw consoleNotFound();
  return api.json({ sanctionsCase: dataOf(read) });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const { api } = await requireCompliance(request, context);
  const id = caseId(params);
  const v = formValues(form, ['intent', 'reason']);
  const intent = (INTENTS as readonly string[]).includes(v.intent) ? (v.intent as (typeof INTENTS)[number]) : 'clear';
  const to = `/compliance/cases/${id}`;
  const options = { params: { id } };
  const result =
    intent === 'check'
      ? await api.post('/compliance/cases/{id}/confirm/check', undefined, options)
      : await api.post(intent === 'clear' ? '/compliance/cases/{id}/clear' : '/compliance/cases/{id}/confirm', { reason: v.reason }, options);
  const done = intent === 'clear' ? 'compliance.cleared' : intent === 'confirm' ? 'compliance.confirmAsked' : 'compliance.confirmed';
  return answerPost(api, request, result, { to, message: translate(api.lang, done) }, { fields: ['reason'], values: { reason: v.reason }, intent });
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

export default function ComplianceCase() {
  const { sanctionsCase: c } = useLoaderData<typeof loader>();
  const refusal = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: string }) | undefined;
  const t = useT();
  const lang = useLanguage();
  const none = t('compliance.none');
  const refusedHere = (intent: string) => (refusal?.intent === intent ? refusal : undefined);
  const birth = (d: (typeof c.entry.birthDates)[number]) => d.date ?? (d.year ? String(d.year) : d.fromYear && d.toYear ? `${d.fromYear}–${d.toYear}` : none);
  return (
    <>
      <h1>{t('compliance.caseTitle', { name: c.memberName })}</h1>
      <p>
        {t('compliance.status')}: {t(`compliance.status${c.status}`)} · {t('compliance.score')}: {c.score} · {t('compliance.trigger')}: {t(`compliance.trigger${c.trigger}`)} · {t('compliance.opened')}:{' '}
        {formatDateTime(c.openedAt, lang)}
      </p>
      {c.member.frozenAt ? <p role="status">{t('compliance.frozen', { when: formatDateTime(c.member.frozenAt, lang) })}</p> : null}
      <h2>{t('compliance.sideBySide')}</h2>
      <div className="hl-console-columns">
        <section className="hl-console-card" aria-labelledby="case-member">
          <h3 id="case-member">{t('compliance.member')}</h3>
          <p>
            <Link to={`/compliance/members/${c.memberId}`}>{t('compliance.memberPage')}</Link>
          </p>
          <dl>
            <Row label={t('compliance.name')}>{c.member.fullName}</Row>
            <Row label={t('compliance.names')}>{c.member.names.join('; ')}</Row>
            <Row label={t('compliance.birthDate')}>{c.member.birthDate ?? none}</Row>
            <Row label={t('compliance.nationality')}>{c.member.nationality ?? none}</Row>
          </dl>
        </section>
        <section className="hl-console-card" aria-labelledby="case-entry">
          <h3 id="case-entry">{t('compliance.entry')}</h3>
          <dl>
            <Row label={t('compliance.name')}>{c.entry.name}</Row>
            <Row label={t('compliance.names')}>{c.entry.aliases.length ? c.entry.aliases.map((a) => (a.quality === 'LOW' ? t('compliance.aliasLow', { name: a.name }) : a.name)).join('; ') : none}</Row>
            <Row label={t('compliance.birthDate')}>{c.entry.birthDates.length ? c.entry.birthDates.map(birth).join('; ') : none}</Row>
            <Row label={t('compliance.nationality')}>{c.entry.nationalities.join('; ') || none}</Row>
            <Row label={t('compliance.documents')}>{c.entry.documents.map((d) => [d.type, d.number, d.country].filter(Boolean).join(' ')).join('; ') || none}</Row>
            <Row label={t('compliance.source')}>{`${c.entry.source} ${c.entry.ref}`}</Row>
            <Row label={t('compliance.reference')}>{c.entry.referenceNumber ?? none}</Row>
            <Row label={t('compliance.listedOn')}>{c.entry.listedOn ?? none}</Row>
            <Row label={t('compliance.basis')}>{c.entry.basis ?? none}</Row>
          </dl>
        </section>
      </div>
      {c.status !== 'OPEN' ? (
        <p>{t('compliance.decided', { when: c.decidedAt ? formatDateTime(c.decidedAt, lang) : '', reason: c.decisionReason ?? '' })}</p>
      ) : c.confirmWaiting ? (
        <section className="hl-console-card" aria-labelledby="case-check">
          <h2 id="case-check">{t('compliance.confirmTitle')}</h2>
          <p>{t('compliance.confirmWaiting')}</p>
          {c.decisionReason ? <p>{c.decisionReason}</p> : null}
          {c.confirmMine ? null : (
            <Form method="post" aria-labelledby="case-check">
              <CsrfInput />
              <FormError message={refusedHere('check')?.formError} />
              <input type="hidden" name="intent" value="check" />
              <SubmitRow label={t('compliance.confirmCheck')} />
            </Form>
          )}
        </section>
      ) : (
        <>
          <DecisionForm intent="clear" title={t('compliance.clearTitle')} help={t('compliance.clearHelp')} submit={t('compliance.clear')} refusal={refusedHere('clear')} />
          <DecisionForm intent="confirm" title={t('compliance.confirmTitle')} help={t('compliance.confirmHelp')} submit={t('compliance.confirm')} refusal={refusedHere('confirm')} />
        </>
      )}
    </>
  );
}

function DecisionForm({ intent, title, help, submit, refusal }: { intent: string; title: string; help: string; submit: string; refusal?: ReturnType<typeof useFormRefusal> }) {
  const t = useT();
  return (
    <Form method="post" className="hl-console-form hl-console-card" aria-labelledby={`${intent}-title`}>
      <h2 id={`${intent}-title`}>{title}</h2>
      <p>{help}</p>
      <CsrfInput />
      <FormError message={refusal?.formError} />
      <input type="hidden" name="intent" value={intent} />
      <Field id={`${intent}-reason`} label={t('compliance.reason')} error={refusal?.errors.reason}>
        {(f) => <textarea {...f} name="reason" required minLength={5} maxLength={500} rows={3} defaultValue={refusal?.values.reason ?? ''} />}
      </Field>
      <SubmitRow label={submit} />
    </Form>
  );
}
