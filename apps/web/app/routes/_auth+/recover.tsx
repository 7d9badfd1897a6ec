// /recover (docs/product.md §2 Account recovery): the phone number (POST /authmember/recover/start sends a
// 6-digit code by SMS), then the code and a new password (POST /authmember/recover/finish), then
// /login with the API's message. The number is kept between the two forms in a sealed cookie.
import { DEFAULT_PHONE_COUNTRY, formatPhone, normalisePhone, sayEach, t as translate, validateRecoveryFinish, validateRecoveryStart } from '@halimbawa/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction, type AppLoadContext } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { AuthCard, CodeField, NewPasswordFields, PhoneFields } from '~/features/auth/fields';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, formValues, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { sealedCookie } from '~/lib/seal.server';
import pagesStyles from '~/styles/pages.css?url';
import { FORM_SCRIPTS } from '~/lib/page-scripts';

// A sign-in or registration button shows that it is working, and a second press sends nothing.
export const handle = FORM_SCRIPTS;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('auth.recover.title') }];

type RecoveryPhone = {
  phoneCountry: string;
  phoneNumber: string;
};

/** The number a code was sent to; 15 minutes (a code lives 5, and a new one may be asked for). */
const recoveryPhone = sealedCookie<RecoveryPhone>('__hl_recover', 'recover-phone', 15 * 60);

export async function loader({ request }: LoaderFunctionArgs) {
  const phone = await recoveryPhone.read(request);
  if (!phone) return json({ step: 'phone' as const, phone: null });
  const e164 = normalisePhone(phone.phoneCountry, phone.phoneNumber);
  return json({ step: 'code' as const, phone: { ...phone, display: e164.ok ? formatPhone(e164.e164) : phone.phoneNumber } });
}

async function start(request: Request, context: AppLoadContext, values: RecoveryPhone, fromCodeForm: boolean) {
  const lang = requestLanguage(request);
  const errors = sayEach(lang, validateRecoveryStart(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: values }), { status: 400 });
  const api = await apiFor(request, context);
  const result = await api.post('/authmember/recover/start', values, { auth: false });
  if (!result.ok) {
    const split = splitApiErrors(result, fromCodeForm ? [] : ['phoneCountry', 'phoneNumber']);
    return json(formRefusal({ errors: split.errors, values: values, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  return redirect('/recover', {
    headers: cookieHeaders(
      await recoveryPhone.write(values),
      await flashCookie(request, notice.info(result.data?.message || translate(lang, 'auth.recover.sent'))),
    ),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const lang = requestLanguage(request);
  const intent = form.get('intent');

  if (intent === 'restart') {
    return redirect('/recover', { headers: cookieHeaders(await recoveryPhone.clear()) });
  }

  if (intent === 'start') {
    const values = formValues(form, ['phoneCountry', 'phoneNumber'] as const);
    values.phoneCountry = values.phoneCountry || DEFAULT_PHONE_COUNTRY;
    return start(request, context, values, false);
  }

  const phone = await recoveryPhone.read(request);
  if (!phone) {
    return redirect('/recover', {
      headers: cookieHeaders(await flashCookie(request, notice.warning(translate(lang, 'auth.recover.phoneAgain')))),
    });
  }
  if (intent === 'resend') return start(request, context, phone, true);

  const values = { ...formValues(form, ['code', 'password', 'confirmPassword'] as const), ...phone };
  const errors = sayEach(lang, validateRecoveryFinish(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values }), { status: 400 });
  const api = await apiFor(request, context);
  const result = await api.post('/authmember/recover/finish', values, { auth: false });
  if (!result.ok) {
    const split = splitApiErrors(result, ['code', 'password', 'confirmPassword']);
    return json(formRefusal({ errors: split.errors, values, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  return redirect('/login', {
    headers: cookieHeaders(
      await recoveryPhone.clear(),
      await flashCookie(request, notice.success(result.data?.message || translate(lang, 'auth.recover.done'))),
    ),
  });
}

export default function Recover() {
  const data = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const t = useT();

  if (data.step === 'phone') {
    return (
      <AuthCard title={t('auth.recover.title')} subtitle={t('auth.recover.subtitle')}>
        {/* A full document POST: the next page depends on a cookie this answer sets. */}
        <Form method="post" aria-label={t('auth.recover.startForm')} reloadDocument>
          <CsrfInput />
          <input type="hidden" name="intent" value="start" />
          <FormError message={answer?.formError} />
          <Stack gap="md">
            <PhoneFields values={values} errors={errors} />
            <Button type="submit" size="md" fullWidth radius="xl">
              {t('auth.recover.sendCode')}
            </Button>
          </Stack>
        </Form>
        <Text size="sm" ta="center" mt="lg">
          {t('auth.recover.remembered')}{' '}
          <Anchor component={Link} to="/login" fw={600}>
            {t('auth.signInHere')}
          </Anchor>
        </Text>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.recover.title')} subtitle={t('auth.recover.codeSubtitle', { phone: data.phone.display })}>
      <Form method="post" aria-label={t('auth.recover.finishForm')}>
        <CsrfInput />
        <input type="hidden" name="intent" value="finish" />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <CodeField error={errors.code} resetKey={answer?.attempt} defaultValue={values.code} />
          <NewPasswordFields
            labels={{ password: t('auth.recover.newPassword'), confirmPassword: t('auth.recover.confirmNewPassword') }}
            hint={t('auth.passwordHint')}
            errors={errors}
            resetKey={answer?.attempt}
            kept={values}
          />
          <Button type="submit" size="md" fullWidth radius="xl">
            {t('auth.recover.submit')}
          </Button>
        </Stack>
      </Form>
      <Group justify="space-between" mt="lg" gap="xs">
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="intent" value="resend" />
          <Button type="submit" variant="subtle" size="compact-sm">
            {t('auth.recover.resend')}
          </Button>
        </Form>
        <Form method="post">
          <CsrfInput />
          <input type="hidden" name="intent" value="restart" />
          <Button type="submit" variant="subtle" size="compact-sm">
            {t('auth.recover.otherNumber')}
          </Button>
        </Form>
      </Group>
    </AuthCard>
  );
}
