// /login (docs/product.md §2 Sign in): phone (country + national number), password with show/hide, Remember
// me, 'Sign in', 'Register here'. Checked with the domain rules first, then POST /authmember/login;
// success starts the cookie session and goes to the safe redirectTo or /dash.
import { validateLogin } from '@halimbawa/domain';
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, Link, useLoaderData, useNavigation } from '@remix-run/react';
import { AuthCard, PasswordField, PhoneFields } from '~/features/auth/fields';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { isAuthAnswer, startSession } from '~/features/auth/auth.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, keepSafe, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { MESSAGES_WEB } from '~/lib/messages';
import { safeRedirect } from '~/lib/redirect.server';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import pagesStyles from '~/styles/pages.css?url';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = () => [{ title: 'Sign in' }];

export const handle = NO_SCRIPTS;

const FIELDS = ['phoneCountry', 'phoneNumber', 'password', 'remember', 'redirectTo'] as const;

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
  if (isSignedIn(await getAuthSession(request))) throw redirect(redirectTo || '/dash');
  return json({ redirectTo });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const values = formValues(form, FIELDS);
  const remember = values.remember === 'on';
  const kept = keepSafe(values);
  const errors = validateLogin(values);
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: kept }), { status: 400 });

  const api = await apiFor(request, context);
  const result = await api.post(
    '/authmember/login',
    { phoneCountry: values.phoneCountry || 'PH', phoneNumber: values.phoneNumber, password: values.password },
    { auth: false },
  );
  if (!result.ok || !isAuthAnswer(result.data)) {
    const failure = result.ok ? { message: MESSAGES_WEB.noServerResponse, errors: {} } : result;
    const split = splitApiErrors(failure, ['phoneCountry', 'phoneNumber']);
    return json(formRefusal({ errors: split.errors, values: kept, formError: split.formError }), { status: result.ok ? 502 : result.status || 503 });
  }
  return redirect(safeRedirect(values.redirectTo), {
    headers: cookieHeaders(
      await startSession(request, result.data, remember),
      await flashCookie(request, notice.success(MESSAGES_WEB.signedIn)),
    ),
  });
}

export default function Login() {
  const { redirectTo } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const navigation = useNavigation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/login') === true;
  return (
    <AuthCard title="Sign In" subtitle="Welcome back. Sign in with your phone number and password.">
      <Form method="post" aria-label="Sign in">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={values.redirectTo ?? redirectTo} />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <PhoneFields values={values} errors={errors} />
          <PasswordField
            label="Password"
            rule="currentPassword"
            name="password"
            autoComplete="current-password"
            error={errors.password}
            resetKey={answer?.attempt}
          />
          <CheckboxField
            name="remember"
            label="Remember me for 30 days"
            description="Leave unticked on a shared device: you are signed out when the browser closes."
            defaultChecked={values.remember === 'on'}
          />
          <Button type="submit" size="md" fullWidth loading={sending} color="red" radius="xl">
            Sign in
          </Button>
        </Stack>
      </Form>
      <Stack gap={6} mt="lg" align="center">
        <Text size="sm">
          New here?{' '}
          <Anchor component={Link} to="/register" fw={600}>
            Register here
          </Anchor>
        </Text>
        <Text size="sm">
          Forgot your password?{' '}
          <Anchor component={Link} to="/recover">
            Reset it with an SMS code
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
