// /officer/collections/:loanNumber: a collection case (docs/collections.md): the borrower and the
// number to call, days past due and amounts, the contact log, promises to pay, the SMS sent, and three plain forms (log a contact, log
// a promise, send a template), each posting to this page's action and coming back here.
import { formatCentavos, t as translate } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { MoneyTable } from '~/features/books/MoneyTable';
import { answerPost } from '~/features/console/actions.server';
import { Field, SubmitRow } from '~/features/console/Field';
import { consoleNotFound, requireStaff } from '~/features/console/staff.server';
import { unavailable } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formRefusal, formValues, useFormRefusal } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';

export const meta: MetaFunction = ({ matches, params }) => [{ title: metaT(matches)('books.caseTitle', { loanNumber: params.loanNumber ?? '' }) }];

const CHANNELS = ['CALL', 'SMS', 'VISIT'] as const;
const INTENTS = {
  contact: { fields: ['channel', 'outcome', 'nextStep'], path: '/officer/collections/{loanNumber}/contacts', done: 'books.contactSaved' },
  promise: { fields: ['promisedOn', 'amount'], path: '/officer/collections/{loanNumber}/promises', done: 'books.promiseSaved' },
  sms: { fields: ['template'], path: '/officer/collections/{loanNumber}/sms', done: 'books.smsSent' },
} as const;
type Intent = keyof typeof INTENTS;

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const loanNumber = params.loanNumber ?? '';
  const [found, templates] = await Promise.all([api.get('/officer/collections/{loanNumber}', { params: { loanNumber } }), api.get('/officer/sms-templates')]);
  if (!found.ok && found.status === 404) throw consoleNotFound();
  if (!found.ok) throw unavailable(found);
  if (!templates.ok) throw unavailable(templates);
  // Each template's text in the staff member's language, listed beside the choice (an option holds the code alone, so the list fits a phone).
  return api.json({ loan: found.data, templates: templates.data.templates.map((x) => ({ code: x.code, body: api.lang === 'fil' ? x.bodyFil : x.bodyEn })) });
}

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const loanNumber = params.loanNumber ?? '';
  const form = await readVerifiedForm(request);
  const intent = String(form.get('intent') ?? '') as Intent;
  if (!(intent in INTENTS)) return json(formRefusal({ formError: translate(api.lang, 'apiErrors.badRequest') }), { status: 400 });
  const { fields, path, done } = INTENTS[intent];
  const values = formValues(form, fields);
  const result = await api.post(path, values as never, { params: { loanNumber } });
  return answerPost(api, request, result, { to: `/officer/collections/${loanNumber}`, message: translate(api.lang, done) }, { fields, values, intent });
}

export default function CollectionCase() {
  const { loan, templates } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { intent?: Intent }) | undefined;
  const errorsOf = (intent: Intent) => (answer?.intent === intent ? answer.errors : {});
  const valueOf = (intent: Intent, name: string) => (answer?.intent === intent ? (answer.values[name] ?? '') : '');
  return (
    <>
      <p>
        <Link to="/officer/collections">{t('books.back')}</Link>
      </p>
      <h1>{t('books.caseTitle', { loanNumber: loan.loanNumber })}</h1>
      {/* Whom to call: the borrower's page and their own number. */}
      <p data-testid="case-borrower">
        <Link to={`/officer/members/${loan.memberId}`}>{loan.borrower}</Link> · {t('console.colPhone')}: <a href={`tel:${loan.phoneNumber}`}>{loan.phoneNumber}</a>
      </p>
      <MoneyTable
        testId="case"
        caption={loan.borrower}
        header={[t('books.borrower'), t('books.daysPastDue'), t('books.bucket'), t('books.amountDue'), t('books.principal')]}
        rows={[[loan.borrower, loan.daysPastDue, loan.bucket ?? '', { centavos: loan.amountDue }, { centavos: loan.principal }]]}
      />

      <section aria-labelledby="contacts">
        <h2 id="contacts">{t('books.contacts')}</h2>
        {loan.contacts.length === 0 ? (
          <p className="hl-empty">{t('books.noContacts')}</p>
        ) : (
          <MoneyTable
            testId="contacts"
            caption={t('books.contacts')}
            header={[t('books.when'), t('books.channel'), t('books.outcome'), t('books.nextStep')]}
            rows={loan.contacts.map((c) => [formatDateTime(c.createdAt, lang), t(`books.channel${c.channel}`), c.outcome, c.nextStep])}
          />
        )}
        <Form method="post" aria-label={t('books.logContact')} className="hl-filters">
          <CsrfInput />
          <input type="hidden" name="intent" value="contact" />
          <FormError message={answer?.intent === 'contact' ? answer.formError : undefined} />
          <Field id="contact-channel" label={t('books.channel')} error={errorsOf('contact').channel}>
            {(p) => (
              <select {...p} name="channel" defaultValue={valueOf('contact', 'channel') || 'CALL'}>
                {CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {t(`books.channel${c}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field id="contact-outcome" label={t('books.outcome')} error={errorsOf('contact').outcome}>
            {(p) => <input {...p} name="outcome" required maxLength={500} defaultValue={valueOf('contact', 'outcome')} />}
          </Field>
          <Field id="contact-nextStep" label={t('books.nextStep')} error={errorsOf('contact').nextStep}>
            {(p) => <input {...p} name="nextStep" maxLength={500} defaultValue={valueOf('contact', 'nextStep')} />}
          </Field>
          <SubmitRow label={t('books.saveContact')} />
        </Form>
      </section>

      <section aria-labelledby="promises">
        <h2 id="promises">{t('books.promises')}</h2>
        {loan.promises.length === 0 ? (
          <p className="hl-empty">{t('books.noPromises')}</p>
        ) : (
          <MoneyTable
            testId="promises"
            caption={t('books.promises')}
            header={[t('books.promisedOn'), t('books.promisedAmount'), t('books.status')]}
            rows={loan.promises.map((p) => [p.promisedOn, { centavos: p.amount }, t(`books.status${p.status as 'PENDING' | 'KEPT' | 'BROKEN'}`)])}
          />
        )}
        <Form method="post" aria-label={t('books.logPromise')} className="hl-filters">
          <CsrfInput />
          <input type="hidden" name="intent" value="promise" />
          <FormError message={answer?.intent === 'promise' ? answer.formError : undefined} />
          <Field id="promise-promisedOn" label={t('books.promisedOn')} error={errorsOf('promise').promisedOn}>
            {(p) => <input {...p} name="promisedOn" type="date" required defaultValue={valueOf('promise', 'promisedOn')} />}
          </Field>
          <Field id="promise-amount" label={t('books.promisedAmount')} error={errorsOf('promise').amount}>
            {(p) => <input {...p} name="amount" inputMode="decimal" required defaultValue={valueOf('promise', 'amount') || formatCentavos(loan.amountDue)} />}
          </Field>
          <SubmitRow label={t('books.savePromise')} />
        </Form>
      </section>

      <section aria-labelledby="messages">
        <h2 id="messages">{t('books.messages')}</h2>
        {loan.messages.length === 0 ? (
          <p className="hl-empty">{t('books.noMessages')}</p>
        ) : (
          <MoneyTable
            caption={t('books.messages')}
            header={[t('books.when'), t('books.template'), t('books.messages')]}
            rows={loan.messages.map((m) => [formatDateTime(m.createdAt, lang), m.template, m.body])}
          />
        )}
        <Form method="post" aria-label={t('books.sendSms')} className="hl-filters">
          <CsrfInput />
          <input type="hidden" name="intent" value="sms" />
          <p>{t('books.smsRules')}</p>
          <FormError message={answer?.intent === 'sms' ? answer.formError : undefined} />
          <Field id="sms-template" label={t('books.template')} error={errorsOf('sms').template}>
            {(p) => (
              <select {...p} name="template" defaultValue={valueOf('sms', 'template')}>
                {templates.map((x) => (
                  <option key={x.code} value={x.code}>
                    {x.code}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <dl className="hl-templates" data-testid="sms-templates">
            {templates.map((x) => (
              <div key={x.code}>
                <dt>{x.code}</dt>
                <dd>{x.body}</dd>
              </div>
            ))}
          </dl>
          <SubmitRow label={t('books.sendSmsButton')} />
        </Form>
      </section>
    </>
  );
}
