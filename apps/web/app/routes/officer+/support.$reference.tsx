// /officer/support/:reference: one request for staff: who wrote (a member's phone, a contact
// form's e-mail), the thread, and the forms to answer (POST .../answer: the member gets an SMS, a
// contact an e-mail) and to close it (POST .../close).
import { validateSupportMessage } from '@halimbawa/domain';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Facts } from '~/components/Facts';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { requireStaff } from '~/features/console/staff.server';
import { StatusBadge } from '~/features/console/StatusBadge';
import { SUPPORT_TONES, firstAnswerText } from '~/features/support/console';
import { SupportThread } from '~/features/support/parts';
import { sendSupportForm } from '~/features/support/support.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { formatDateTime } from '~/lib/format';
import { formValues, useFieldProps, useFormRefusal } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';
import supportStyles from '~/styles/support.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: supportStyles }];

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: `${data?.ticket.reference ?? ''} · ${metaT(matches)('support.queue')}` }];

const FIELDS = ['message'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const ticket = dataOf(await api.get('/officer/support/{reference}', { params: { reference: params.reference ?? '' } }));
  return api.json({ ticket });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const { api } = await requireStaff(request, context);
  const reference = params.reference ?? '';
  const form = await readVerifiedForm(request);
  const close = form.get('intent') === 'close';
  const values = formValues(form, FIELDS);
  return sendSupportForm(request, api, {
    fields: FIELDS,
    values,
    validate: close ? undefined : validateSupportMessage,
    send: (v) => (close ? api.post('/officer/support/{reference}/close', undefined, { params: { reference } }) : api.post('/officer/support/{reference}/answer', v, { params: { reference } })),
    to: () => `/officer/support/${reference}`,
  });
}

export default function SupportRequest() {
  const { ticket } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const field = useFieldProps();
  const answer = useFormRefusal();
  const location = useLocation();
  const closed = ticket.status === 'CLOSED';
  return (
    <>
      <Link to="/officer/support">{t('support.queue')}</Link>
      <h1>
        {ticket.reference} <StatusBadge tone={SUPPORT_TONES[ticket.status]}>{t(`support.status.${ticket.status}`)}</StatusBadge>
      </h1>
      <Facts
        items={[
          { label: t('support.topic'), value: t(`support.topics.${ticket.topic}`) },
          { label: t('support.from'), value: `${ticket.name} (${ticket.source === 'MEMBER' ? t('support.member') : t('support.contactForm')})` },
          { label: ticket.source === 'MEMBER' ? t('support.hotline') : t('support.email'), value: ticket.contact },
          { label: t('support.opened'), value: formatDateTime(ticket.createdAt, lang) },
          { label: t('support.firstAnswer'), value: firstAnswerText(ticket.firstAnswerSeconds, lang) },
        ]}
      />
      <section aria-labelledby="thread-title">
        <h2 id="thread-title">{t('support.thread')}</h2>
        <SupportThread messages={ticket.messages} memberName={ticket.name} />
      </section>
      {closed ? (
        <p>{t('support.closedNote')}</p>
      ) : (
        <section aria-labelledby="answer-title" id="answer">
          <h2 id="answer-title">{t('support.answer')}</h2>
          <Form method="post" action={`/officer/support/${ticket.reference}#answer`} aria-labelledby="answer-title" key={location.key} className="hl-support-form">
            <CsrfInput />
            <FormError message={answer?.formError} />
            <label htmlFor="answer-message">{t('support.answer')}</label>
            <textarea
              id="answer-message"
              rows={5}
              defaultValue={answer?.values?.message ?? ''}
              aria-invalid={answer?.errors?.message ? true : undefined}
              aria-describedby={answer?.errors?.message ? 'answer-message-error' : undefined}
              {...field('message')}
            />
            {answer?.errors?.message ? (
              <p id="answer-message-error" className="hl-support-error">
                {answer.errors.message}
              </p>
            ) : null}
            <button type="submit" name="intent" value="answer" className="hl-pill">
              {t('support.sendAnswer')}
            </button>
          </Form>
          <Form method="post" action={`/officer/support/${ticket.reference}`} className="hl-support-form">
            <CsrfInput />
            <button type="submit" name="intent" value="close" className="hl-pill" data-variant="light">
              {t('support.close')}
            </button>
          </Form>
        </section>
      )}
    </>
  );
}
