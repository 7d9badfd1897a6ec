// /login (docs/product.md §2 Sign in): phone (country + national number), password with show/hide, Remember
// me, 'Sign in', 'Register here'. Checked with the domain rules first, then POST /authmember/login;
// success starts the cookie session and goes to the safe redirectTo or /dash. During a cooldown the
// API asks for a code sent to the member's phone (`apiAuth.signInCodeSent`): the sign-in is kept in a
// sealed cookie while the page asks for the code, then sent again with it. Staff are asked for a code
// at every sign-in (`apiAuth.staffCodeSent`, docs/decisions/019): the cookie also keeps the sign-in's
// reference, which the page and the SMS both show, and the page can have that code sent again.
import { sayEach, t as translate, validateLogin } from '@halimbawa/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { sealedCookie } from '~/lib/seal.server';
import { Link } from '~/components/Link';
import { AuthCard, CodeField, PasswordField, PhoneFields } from '~/features/auth/fields';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { isAuthAnswer, startSession } from '~/features/auth/auth.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, keepSafe, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { safeRedirect } from '~/lib/redirect.server';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import pagesStyles from '~/styles/pages.css?url';
import { FORM_SCRIPTS } from '~/lib/page-scripts';
import { consoleHome } from '~/features/console/staff';

// A sign-in or registration button shows that it is working, and a second press sends nothing.
export const handle = FORM_SCRIPTS;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('auth.login.metaTitle') }];

const FIELDS = ['phoneCountry', 'phoneNumber', 'password', 'remember', 'redirectTo'] as const;
type SignIn = Record<(typeof FIELDS)[number], string>;
/** A staff sign-in also keeps the reference the API gave it. */
type PendingSignIn = SignIn & { signInReference?: string };

/** Refusals that send a code: the page then asks for it. */
const CODE_SENT = ['apiAuth.signInCodeSent', 'apiAuth.staffCodeSent'];

/** A sign-in waiting for its SMS code; 10 minutes (a code lives 5, and signing in again sends another). */
const pendingSignIn = sealedCookie<PendingSignIn>('__hl_signin', 'sign-in-code', 10 * 60, '/login');

export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get('redirectTo'), '');
  if (isSignedIn(await getAuthSession(request))) throw redirect(redirectTo || '/dash');
  const pending = await pendingSignIn.read(request);
  return json({ redirectTo, step: pending ? ('code' as const) : ('password' as const), reference: pending?.signInReference ?? null });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const lang = requestLanguage(request);
  const intent = form.get('intent');
  if (intent === 'restart') return redirect('/login', { headers: cookieHeaders(await pendingSignIn.clear()) });

  const withPending = intent === 'code' || intent === 'resend';
  const pending = withPending ? await pendingSignIn.read(request) : null;
  if (withPending && !pending) {
    return redirect('/login', { headers: cookieHeaders(await flashCookie(request, notice.warning(translate(lang, 'auth.login.codeAgain')))) });
  }
  const values: SignIn = pending ?? formValues(form, FIELDS);
  const code = intent === 'code' ? formValues(form, ['code'] as const).code : undefined;
  const signInReference = pending?.signInReference;
  const kept = keepSafe(values);
  const errors = sayEach(lang, validateLogin(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: kept }), { status: 400 });

  const api = await apiFor(request, context);
  const result = await api.post(
    '/authmember/login',
    {
      phoneCountry: values.phoneCountry || 'PH',
      phoneNumber: values.phoneNumber,
      password: values.password,
      ...(code !== undefined ? { code } : {}),
      ...(signInReference ? { signInReference } : {}),
    },
    { auth: false },
  );
  if (!result.ok && result.code && CODE_SENT.includes(result.code)) {
    const reference = typeof result.params?.reference === 'string' ? result.params.reference : undefined;
    const kept: PendingSignIn = { ...values, ...(reference ? { signInReference: reference } : {}) };
    return redirect('/login', { headers: cookieHeaders(await pendingSignIn.write(kept), await flashCookie(request, notice.info(result.message))) });
  }
  if (!result.ok || !isAuthAnswer(result.data)) {
    const failure = result.ok ? { message: translate(lang, 'webMessage.noServerResponse'), errors: {} } : result;
    const split = splitApiErrors(failure, pending ? ['code'] : ['phoneCountry', 'phoneNumber']);
    return json(formRefusal({ errors: split.errors, values: kept, formError: split.formError }), { status: result.ok ? 502 : refusedStatus(result.status) });
  }
  // Staff land on the console unless they were sent to sign in from a page.
  return redirect(safeRedirect(values.redirectTo, consoleHome(result.data.member.roles)), {
    headers: cookieHeaders(
      await startSession(request, result.data, values.remember === 'on'),
      await flashCookie(request, notice.success(translate(lang, 'webMessage.signedIn'))),
      ...(pending ? [await pendingSignIn.clear()] : []),
    ),
  });
}

export default function Login() {
  const { redirectTo, step, reference } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const t = useT();
  if (step === 'code') {
    return (
      <AuthCard title={t('auth.login.codeTitle')} subtitle={reference ? t('auth.login.staffCodeSubtitle', { reference }) : t('auth.login.codeSubtitle')}>
        <Form method="post" aria-label={t('auth.login.codeForm')}>
          <CsrfInput />
          <input type="hidden" name="intent" value="code" />
          <FormError message={answer?.formError} />
          <Stack gap="md">
            <CodeField error={errors.code} resetKey={answer?.attempt} />
            <Button type="submit" size="md" fullWidth color="red" radius="xl">
              {t('auth.login.submit')}
            </Button>
          </Stack>
        </Form>
        <Group gap="xs" mt="lg">
          {reference && (
            <Form method="post">
              <CsrfInput />
              <input type="hidden" name="intent" value="resend" />
              <Button type="submit" variant="subtle" size="compact-sm">
                {t('auth.login.sendAgain')}
              </Button>
            </Form>
          )}
          <Form method="post">
            <CsrfInput />
            <input type="hidden" name="intent" value="restart" />
            <Button type="submit" variant="subtle" size="compact-sm">
              {t('auth.login.startOver')}
            </Button>
          </Form>
        </Group>
      </AuthCard>
    );
  }
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
