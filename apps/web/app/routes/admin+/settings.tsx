// /admin/settings (docs/product.md §6 Product settings), for admins: the settings in force, a
// change waiting for its second check, a form to propose one (amounts in pesos here, centavos in
// the API) and the earlier versions. A plain form and post/redirect/get: no JavaScript needed.
import { formatCentavos, t as translate, type MessageKey } from '@halimbawa/domain';
import { Alert, Button, Card, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
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
  const answer = useFormRefusal();
  const errors = answer?.errors ?? {};
  const t = useT();
  const lang = useLanguage();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('settingsPage.title')}
        </Title>
        <Text c="dimmed">{t('settingsPage.intro')}</Text>
      </div>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('settingsPage.inForce')}
        </Title>
        <Facts settings={current} />
      </Card>
      {pending ? (
        <Alert variant="light" role="status" data-testid="settings-pending">
          {t('settingsPage.pending')}
        </Alert>
      ) : null}
      <Card withBorder radius="md" padding="lg">
        <Title order={2} size="h4" mb="sm">
          {t('settingsPage.change')}
        </Title>
        <Form method="post" aria-label={t('settingsPage.change')}>
          <CsrfInput />
          <FormError message={answer?.formError} />
          <Stack gap="sm">
            {FIELDS.map((field) => (
              <TextInput
                key={`${field}${answer?.attempt ?? ''}`}
                name={field}
                label={t(`settingsPage.${field}` as MessageKey)}
                defaultValue={answer?.values[field] ?? shown(current, field)}
                error={errors[field]}
                inputMode={field === 'terms' ? 'text' : 'numeric'}
                required
                maxLength={60}
              />
            ))}
            <Button type="submit" radius="xl" style={{ alignSelf: 'flex-start' }}>
              {t('settingsPage.submit')}
            </Button>
          </Stack>
        </Form>
      </Card>
      <Card withBorder radius="md" padding="md">
        <Title order={2} size="h4" mb="xs">
          {t('settingsPage.history')}
        </Title>
        {history.length === 0 ? (
          <Text>{t('settingsPage.noHistory')}</Text>
        ) : (
          <Stack component="ol" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {history.map((version) => (
              <li key={version.id}>
                <Text fw={600}>{t('settingsPage.effective', { when: formatDateTime(version.effectiveAt, lang) })}</Text>
                <Facts settings={version} />
              </li>
            ))}
          </Stack>
        )}
        {nextCursor ? (
          <nav className="hl-paging" aria-label={t('console.paging')}>
            <Link to={`/admin/settings?cursor=${encodeURIComponent(nextCursor)}`} rel="next">
              {t('console.nextPage')}
            </Link>
          </nav>
        ) : null}
      </Card>
    </Stack>
  );
}
