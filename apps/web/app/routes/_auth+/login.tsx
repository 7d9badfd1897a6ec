// /login (docs/product.md §2 Sign in): phone (country + national number), password with show/hide, Remember
// me, 'Sign in', 'Register here'. Checked with the domain rules first, then POST /authmember/login;
// success starts the cookie session and goes to the safe redirectTo or /dash.
import { t, validateLogin } from '@halimbawa/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthCard, PasswordField, PhoneFields } from '~/features/auth/fields';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { isAuthAnswer, startSession } from '~/features/auth/auth.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, keepSafe, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { metaLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { webMessages } from '~/lib/messages';
import { safeRedirect } from '~/lib/redirect.server';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import pagesStyles from '~/styles/pages.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: t(metaLanguage(matches), 'auth.login.metaTitle') }];

const FIELDS = ['phoneCountry', 'phoneNumber', 'password', 'remember', 'redirectTo'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
  if (isSignedIn(await getAuthSession(request))) throw redirect(redirectTo || '/dash');
  return json({ redirectTo });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const lang = requestLanguage(request);
  const values = formValues(form, FIELDS);
  const remember = values.remember === 'on';
  const kept = keepSafe(values);
  const errors = validateLogin(values, lang);
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: kept }), { status: 400 });

  const api = await apiFor(request, context);
  const result = await api.post(
    '/authmember/login',
    { phoneCountry: values.phoneCountry || 'PH', phoneNumber: values.phoneNumber, password: values.password },
    { auth: false },
  );
  if (!result.ok || !isAuthAnswer(result.data)) {
    const failure = result.ok ? { message: webMessages(lang).noServerResponse, errors: {} } : result;
    const split = splitApiErrors(failure, ['phoneCountry', 'phoneNumber']);
    return json(formRefusal({ errors: split.errors, values: kept, formError: split.formError }), { status: result.ok ? 502 : result.status || 503 });
  }
  return redirect(safeRedirect(values.redirectTo), {
    headers: cookieHeaders(
      await startSession(request, result.data, remember),
      await flashCookie(request, notice.success(webMessages(lang).signedIn)),
    ),
  });
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const t = useT();
  return (
    <AuthCard title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      <Form method="post" aria-label={t('auth.login.form')}>
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={values.redirectTo ?? redirectTo} />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <PhoneFields values={values} errors={errors} />
          <PasswordField
            label={t('auth.password')}
            rule="currentPassword"
            name="password"
            autoComplete="current-password"
            error={errors.password}
            resetKey={answer?.attempt}
          />
          <CheckboxField
            name="remember"
            label={t('auth.login.remember')}
            description={t('auth.login.rememberHint')}
            defaultChecked={values.remember === 'on'}
          />
          <Button type="submit" size="md" fullWidth color="red" radius="xl">
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </Form>
      <Stack gap={6} mt="lg" align="center">
        <Text size="sm">
          {t('auth.login.newHere')}{' '}
          <Anchor component={Link} to="/register" fw={600}>
            {t('auth.login.registerHere')}
          </Anchor>
        </Text>
        <Text size="sm">
          {t('auth.login.forgot')}{' '}
          <Anchor component={Link} to="/recover">
            {t('auth.login.reset')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
