// /admin/staff (docs/product.md §6 Staff accounts), for admins: the staff accounts, searched and
// paged (GET /admin/staff), a form to create one (the new officer sets a password with an SMS code),
// and per account a button to deactivate it, reset its password by SMS or change its roles; creating,
// resetting and changing roles wait for a second admin (four eyes), and the notice says so. Plain forms and
// post/redirect/get, so it works without JavaScript; the API's answer is shown as a notice.
import { t as translate, isStaffRole, validateStaffAccount, sayEach, type MessageKey, type StaffRole } from '@halimbawa/domain';
import { Anchor, Badge, Button, Card, Checkbox, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { FormError } from '~/components/Notices';
import { listQuery, nextPageHref } from '~/features/console/paging';
import { consoleNotFound, requireAdmin } from '~/features/console/staff.server';
import { dataOf } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFieldProps, useFormRefusal, refusedStatus } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';

const FIELDS = ['staffPhone', 'email', 'fullName'] as const;
const ROLE_LABELS: Record<StaffRole, MessageKey> = { LOAN_OFFICER: 'staffPage.roleLoanOfficer', ADMIN: 'staffPage.roleAdmin', COMPLIANCE: 'staffPage.roleCompliance' };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('staffPage.title') }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').trim().slice(0, 100);
  const page = dataOf(await api.get('/admin/staff', { query: listQuery(url, ['q']) }));
  return api.json({ q, staff: page.staff, nextCursor: page.nextCursor });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { api } = await requireAdmin(request, context);
  const form = await readVerifiedForm(request);
  const intent = form.get('intent');
  if (intent === 'create') {
    const values = formValues(form, FIELDS);
    const roles = form.getAll('roles').filter((r): r is string => typeof r === 'string');
    const errors = sayEach(requestLanguage(request), validateStaffAccount({ ...values, roles }));
    if (Object.keys(errors).length > 0) return json({ ...formRefusal({ errors, values }), roles }, { status: 400 });
    const result = await api.post('/admin/staff', { ...values, roles: roles.filter(isStaffRole) });
    if (!result.ok) {
      const split = splitApiErrors(result, [...FIELDS, 'roles']);
      return api.json({ ...formRefusal({ errors: split.errors, formError: split.formError, values }), roles }, { status: refusedStatus(result.status) });
    }
    // The account is made once a second admin approves it.
    return api.redirect('/admin/staff', { cookies: [await flashCookie(request, notice.success(translate(api.lang, 'apiStaff.createRequested')))] });
  }
  const id = String(form.get('id') ?? '');
  if ((intent !== 'deactivate' && intent !== 'reset' && intent !== 'roles') || !UUID.test(id)) throw consoleNotFound();
  let said;
  if (intent === 'roles') {
    // New roles wait for a second admin; none ticked is refused by the API beside nothing but the notice.
    const roles = form.getAll('roles').filter((r): r is StaffRole => typeof r === 'string' && isStaffRole(r));
    const result = await api.post('/admin/staff/{id}/roles', { roles }, { params: { id } });
    said = result.ok ? notice.success(translate(api.lang, 'apiStaff.rolesRequested')) : notice.error(result.message);
  } else if (intent === 'deactivate') {
    const result = await api.post('/admin/staff/{id}/deactivate', undefined, { params: { id } });
    said = result.ok ? notice.success(result.data.message) : notice.error(result.message);
  } else {
    // A reset waits for a second admin.
    const result = await api.post('/admin/staff/{id}/reset', undefined, { params: { id } });
    said = result.ok ? notice.success(translate(api.lang, 'apiStaff.resetRequested')) : notice.error(result.message);
  }
  return api.redirect('/admin/staff', { cookies: [await flashCookie(request, said)] });
}

function CreateForm() {
  const answer = useFormRefusal() as (ReturnType<typeof useFormRefusal> & { roles?: string[] }) | undefined;
  const errors = answer?.errors ?? {};
  const values = answer?.values ?? {};
  const t = useT();
  const fieldProps = useFieldProps();
  return (
    <Card withBorder radius="md" padding="lg">
      <Title order={2} size="h4" mb="sm">
        {t('staffPage.createTitle')}
      </Title>
      <Form method="post" aria-label={t('staffPage.createTitle')}>
        <CsrfInput />
        <input type="hidden" name="intent" value="create" />
        <FormError message={answer?.formError} />
        <Stack gap="sm">
          <TextInput {...fieldProps('phoneNumber', { name: 'staffPhone', autoComplete: 'off' })} label={t('staffPage.staffPhone')} defaultValue={values.staffPhone} error={errors.staffPhone} key={`p${answer?.attempt}`} />
          <TextInput {...fieldProps('email', { autoComplete: 'off' })} label={t('staffPage.email')} defaultValue={values.email} error={errors.email} key={`e${answer?.attempt}`} />
          <TextInput {...fieldProps('fullName', { autoComplete: 'off' })} label={t('staffPage.fullName')} defaultValue={values.fullName} error={errors.fullName} key={`n${answer?.attempt}`} />
          <Checkbox.Group label={t('staffPage.roles')} error={errors.roles} defaultValue={answer?.roles ?? ['LOAN_OFFICER']} key={`r${answer?.attempt}`}>
            <Group mt={4}>
              {Object.entries(ROLE_LABELS).map(([role, label]) => (
                <Checkbox key={role} name="roles" value={role} label={t(label)} />
              ))}
            </Group>
          </Checkbox.Group>
          <Button type="submit" radius="xl" style={{ alignSelf: 'flex-start' }}>
            {t('staffPage.create')}
          </Button>
        </Stack>
      </Form>
    </Card>
  );
}

/** An account's roles, changed once a second admin approves. */
function RolesForm({ account }: { account: { id: string; fullName: string; roles: readonly StaffRole[] } }) {
  const t = useT();
  const label = `${t('staffPage.changeRoles')}: ${account.fullName}`;
  return (
    <Form method="post" aria-label={label}>
      <CsrfInput />
      <input type="hidden" name="id" value={account.id} />
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <legend className="hl-visually-hidden">{label}</legend>
        <Group gap="xs" wrap="wrap">
          {Object.entries(ROLE_LABELS).map(([role, roleLabel]) => (
            <Checkbox key={role} id={`roles-${account.id}-${role}`} name="roles" value={role} label={t(roleLabel)} defaultChecked={account.roles.includes(role as StaffRole)} size="xs" />
          ))}
          <Button type="submit" name="intent" value="roles" variant="light" size="xs">
            {t('staffPage.changeRoles')}
          </Button>
        </Group>
      </fieldset>
    </Form>
  );
}

export default function StaffAccounts() {
  const { q, staff, nextCursor } = useLoaderData<typeof loader>();
  const t = useT();
  const { pathname, search } = useLocation();
  return (
    <Stack gap="md">
      <div>
        <Title order={1} size="h2">
          {t('staffPage.title')}
        </Title>
        <Text c="dimmed">{t('staffPage.intro')}</Text>
      </div>
      <Form method="get" aria-label={t('staffPage.search')}>
        <Group align="flex-end" wrap="wrap" gap="sm">
          <TextInput name="q" type="search" label={t('staffPage.search')} defaultValue={q} maxLength={100} style={{ flex: '1 1 220px' }} />
          <Button type="submit" variant="light">
            {t('staffPage.searchButton')}
          </Button>
        </Group>
      </Form>
      {staff.length === 0 ? (
        <Text role="status">{t('staffPage.empty')}</Text>
      ) : (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={t('staffPage.title')}>
          {staff.map((account) => (
            <Card key={account.id} component="li" withBorder radius="md" padding="md" data-testid="staff-account">
              <Group justify="space-between" wrap="wrap" gap="xs">
                <div>
                  <Text fw={600}>{account.fullName}</Text>
                  <Text size="sm">{account.phoneNumber}</Text>
                  <Group gap={4} mt={4}>
                    {account.roles.map((role) => (
                      <Badge key={role} variant="light">
                        {t(ROLE_LABELS[role])}
                      </Badge>
                    ))}
                    <Badge color={account.active ? 'green' : 'gray'}>{t(account.active ? 'staffPage.active' : 'staffPage.deactivated')}</Badge>
                  </Group>
                </div>
                {account.active ? (
                  <Group gap="xs">
                    <Form method="post" aria-label={`${t('staffPage.reset')}: ${account.fullName}`}>
                      <CsrfInput />
                      <input type="hidden" name="id" value={account.id} />
                      <Button type="submit" name="intent" value="reset" variant="light" size="xs">
                        {t('staffPage.reset')}
                      </Button>
                    </Form>
                    <RolesForm account={account} />
                    <Form method="post" aria-label={`${t('staffPage.deactivate')}: ${account.fullName}`}>
                      <CsrfInput />
                      <input type="hidden" name="id" value={account.id} />
                      <Button type="submit" name="intent" value="deactivate" color="red" variant="light" size="xs">
                        {t('staffPage.deactivate')}
                      </Button>
                    </Form>
                  </Group>
                ) : null}
              </Group>
            </Card>
          ))}
        </Stack>
      )}
      {nextCursor ? (
        <Anchor component={Link} to={nextPageHref(pathname, search, nextCursor)}>
          {t('staffPage.next')}
        </Anchor>
      ) : null}
      <CreateForm />
    </Stack>
  );
}
