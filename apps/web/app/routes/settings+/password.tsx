// /settings/password (docs/product.md §2 Settings): current, new and confirm (the libs/domain field
// rules), POST /authmember/chpwd, which ends every other session of the member. Then the API's
// 'Your password changed successfully.' and /dash after 3 s: a meta refresh (with JavaScript or
// without).
import { sayEach, validatePasswordChange } from '@halimbawa/domain';
import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { json } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { NewPasswordFields, PasswordField } from '~/features/auth/fields';
import { SettingsHeader } from '~/features/settings/SettingsHeader';
import { readVerifiedForm } from '~/lib/csrf.server';
import { flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { requireMember } from '~/lib/member.server';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';

const FIELDS = ['currentPassword', 'password', 'confirmPassword'] as const;
const TO_DASH_S = 3;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [
  { title: metaT(matches)('settings.password.pageTitle') },
  ...(data?.changed ? [{ httpEquiv: 'refresh', content: `${TO_DASH_S}; url=/dash` }] : []),
];

export async function loader({ request, context }: LoaderFunctionArgs) {
  await requireMember(request, context);
  return json({ changed: new URL(request.url).searchParams.has('changed') });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const form = await readVerifiedForm(request);
  const values = formValues(form, FIELDS);
  const errors = sayEach(requestLanguage(request), validatePasswordChange(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors }), { status: 400 });
  const result = await api.post('/authmember/chpwd', values);
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return api.json(formRefusal({ errors: split.errors, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  // Post/redirect/get: a reload does not send the passwords again.
  return api.redirect('/settings/password?changed', { cookies: [await flashCookie(request, notice.success(result.data.message))] });
}

function Changed() {
  const t = useT();
  return (
    <Card withBorder radius="md" padding="lg" data-testid="password-changed">
      <Text>{t('settings.password.changed', { seconds: TO_DASH_S })}</Text>
      <Anchor component={Link} to="/dash" mt="sm" display="inline-block">
        {t('settings.password.goToDashboard')}
      </Anchor>
    </Card>
  );
}

export default function SettingsPassword() {
  const { changed } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const errors = answer?.errors ?? {};
  const t = useT();
  return (
    <Stack>
      <SettingsHeader title={t('settings.password.title')} />
      {changed ? (
        <Changed />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Form method="post" aria-label={t('settings.password.pageTitle')}>
            <CsrfInput />
            <FormError message={answer?.formError} />
            <Stack gap="md">
              <PasswordField label={t('settings.password.current')} rule="currentPassword" error={errors.currentPassword} resetKey={answer?.attempt} />
              <NewPasswordFields
                labels={{ password: t('settings.password.new'), confirmPassword: t('settings.password.confirm') }}
                hint={t('settings.password.newHelp')}
                errors={errors}
                resetKey={answer?.attempt}
              />
              <Text size="sm" c="dimmed">
                {t('settings.password.signsOutOthers')}
              </Text>
              <Button type="submit" radius="xl">
                {t('settings.password.submit')}
              </Button>
            </Stack>
          </Form>
        </Card>
      )}
    </Stack>
  );
}
