// /admin/provisioning, for admins: the expected-loss rate of each stage in force, a change waiting
// for its second check, a form to propose new rates (basis points, as the API takes them) and every
// version. A plain form and post/redirect/get: no JavaScript needed.
import { formatBps, t as translate, type MessageKey } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VersionedSettingsPage } from '~/features/console/VersionedSettingsPage';
import { requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, refusedStatus, splitApiErrors } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';

const FIELDS = ['stage1Bp', 'stage2Bp', 'stage3Bp'] as const;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('provisioningPage.ratesTitle') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor');
  return api.json(dataOf(await api.get('/admin/provisioning', { query: cursor ? { cursor } : {} })));
}

/** A whole number as typed, or -1, which the API refuses beside its field. */
const whole = (text: string) => (/^\s*\d{1,5}\s*$/.test(text) ? Number(text) : -1);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const values = formValues(await readVerifiedForm(request), FIELDS);
  const result = await api.post('/admin/provisioning', { stage1Bp: whole(values.stage1Bp), stage2Bp: whole(values.stage2Bp), stage3Bp: whole(values.stage3Bp) });
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return api.json(formRefusal({ errors: split.errors, formError: split.formError, values }), { status: refusedStatus(result.status) });
  }
  return api.redirect('/admin/provisioning', { cookies: [await flashCookie(request, notice.success(translate(requestLanguage(request), 'provisioningPage.sent')))] });
}

type Rates = ReturnType<typeof useLoaderData<typeof loader>>['current'];

function Facts({ rates }: { rates: Rates }) {
  const t = useT();
  return (
    <dl className="hl-audit-facts">
      {FIELDS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`provisioningPage.stage${field.charAt(5)}` as MessageKey)}</dt>
          <dd>{formatBps(rates[field])}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ProvisioningRates() {
  const { current, pending, history, nextCursor } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <VersionedSettingsPage
      ns="provisioningPage"
      title={t('provisioningPage.ratesTitle')}
      intro={t('provisioningPage.ratesIntro')}
      path="/admin/provisioning"
      current={current}
      pending={pending}
      history={history}
      nextCursor={nextCursor}
      fields={FIELDS.map((name) => ({ name, defaultValue: String(current[name]), inputMode: 'numeric', maxLength: 5 }))}
      facts={(rates) => <Facts rates={rates} />}
      versionHeading={(version) => (version.madeBy ? t('provisioningPage.effective', { when: formatDateTime(version.effectiveAt, lang) }) : t('provisioningPage.firstRates'))}
    />
  );
}
