// /admin/settings (docs/product.md §6 Product settings), for admins: the settings in force, a
// change waiting for its second check, a form to propose one (amounts in pesos here, centavos in
// the API) and the earlier versions. A plain form and post/redirect/get: no JavaScript needed.
import { formatCentavos, t as translate, type MessageKey } from '@halimbawa/domain';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { useLoaderData } from '@remix-run/react';
import { VersionedSettingsPage } from '~/features/console/VersionedSettingsPage';
import { requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, refusedStatus } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';

const FIELDS = ['monthlyRateBps', 'minPhp', 'maxPhp', 'terms', 'lateChargeBpsPerMonth', 'fourEyesAbovePhp', 'dtiLimitBps', 'coveredAbovePhp', 'complaintDueDays'] as const;
type Field = (typeof FIELDS)[number];
const PESOS: ReadonlySet<Field> = new Set(['minPhp', 'maxPhp', 'fourEyesAbovePhp', 'coveredAbovePhp']);

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('settingsPage.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const cursor = new URL(request.url).searchParams.get('cursor');
  return api.json(dataOf(await api.get('/admin/settings', { query: cursor ? { cursor } : {} })));
}

/** A whole number as typed, or -1, which the API refuses beside its field. */
const whole = (text: string) => (/^\s*\d{1,15}\s*$/.test(text) ? Number(text) : -1);

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const values = formValues(await readVerifiedForm(request), FIELDS);
  const body = {
    monthlyRateBps: whole(values.monthlyRateBps),
    minPhp: whole(values.minPhp) * 100,
    maxPhp: whole(values.maxPhp) * 100,
    terms: values.terms.split(',').map((term) => whole(term)),
    lateChargeBpsPerMonth: whole(values.lateChargeBpsPerMonth),
    fourEyesAbovePhp: whole(values.fourEyesAbovePhp) * 100,
    dtiLimitBps: whole(values.dtiLimitBps),
    coveredAbovePhp: whole(values.coveredAbovePhp) * 100,
    complaintDueDays: whole(values.complaintDueDays),
  };
  const result = await api.post('/admin/settings', body);
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return api.json(formRefusal({ errors: split.errors, formError: split.formError, values }), { status: refusedStatus(result.status) });
  }
  return api.redirect('/admin/settings', { cookies: [await flashCookie(request, notice.success(translate(requestLanguage(request), 'settingsPage.sent')))] });
}

type Settings = ReturnType<typeof useLoaderData<typeof loader>>['current'];

/** A setting as the form shows it: pesos for amounts, the terms with commas. */
function shown(settings: Settings, field: Field): string {
  const value = settings[field];
  if (Array.isArray(value)) return value.join(', ');
  return PESOS.has(field) ? String(Math.round(value / 100)) : String(value);
}

function Facts({ settings }: { settings: Settings }) {
  const t = useT();
  return (
    <dl className="hl-audit-facts">
      {FIELDS.map((field) => (
        <div key={field} style={{ display: 'contents' }}>
          <dt>{t(`settingsPage.${field}` as MessageKey)}</dt>
          <dd>{PESOS.has(field) ? `PHP ${formatCentavos(settings[field] as number)}` : shown(settings, field)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default function ProductSettings() {
  const { current, pending, history, nextCursor } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  return (
    <VersionedSettingsPage
      ns="settingsPage"
      title={t('settingsPage.title')}
      intro={t('settingsPage.intro')}
      path="/admin/settings"
      current={current}
      pending={pending}
      history={history}
      nextCursor={nextCursor}
      fields={FIELDS.map((name) => ({ name, defaultValue: shown(current, name), inputMode: name === 'terms' ? 'text' : 'numeric', maxLength: 60 }))}
      facts={(settings) => <Facts settings={settings} />}
      versionHeading={(version) => t('settingsPage.effective', { when: formatDateTime(version.effectiveAt, lang) })}
    />
  );
}
