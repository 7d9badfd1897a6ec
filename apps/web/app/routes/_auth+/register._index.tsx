// /register, step 1 of 3 (docs/product.md §2 Registration): phone, e-mail, full name, password and its
// confirmation, and the agreement to the Terms and the Privacy notice. Checked by the domain rules,
// then by POST /authmember/register/check (a registered number passes like a new one: its owner is told
// by SMS at the next step, and nobody gets a code for it), then sealed server-side until the account
// is created.
import { sayEach, validateRegisterStep1 } from '@halimbawa/domain';
import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { NewPasswordFields, PhoneFields } from '~/features/auth/fields';
import { RegisterFrame } from '~/features/auth/RegisterFrame';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders } from '~/lib/flash.server';
import { useFieldProps, formRefusal, formValues, keepSafe, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { STEP2_PATH } from '~/features/auth/register';
import { registerDraft, STEP1_FIELDS } from '~/features/auth/register.server';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import pagesStyles from '~/styles/pages.css?url';
import { FORM_SCRIPTS } from '~/lib/page-scripts';

// A sign-in or registration button shows that it is working, and a second press sends nothing.
export const handle = FORM_SCRIPTS;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('auth.register.metaTitle') }];

export async function loader({ request }: LoaderFunctionArgs) {
  if (isSignedIn(await getAuthSession(request))) throw redirect('/dash');
  const draft = await registerDraft.read(request);
  return json({
    values: keepSafe((draft?.step1 ?? {}) as Record<string, string>),
    errors: draft?.errors ?? {},
    formError: draft?.formError ?? null,
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const values = formValues(form, STEP1_FIELDS);
  values.phoneCountry = values.phoneCountry || 'PH';
  const errors = sayEach(requestLanguage(request), validateRegisterStep1(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values }), { status: 400 });

  const api = await apiFor(request, context);
  const check = await api.post('/authmember/register/check', values, { auth: false });
  if (!check.ok) {
    const split = splitApiErrors(check, STEP1_FIELDS);
    return json(formRefusal({ errors: split.errors, values, formError: split.formError }), { status: refusedStatus(check.status) });
  }
  const previous = await registerDraft.read(request);
  // A changed step 1 (e.g. another number) needs a code of its own: the code page waits for step 2 again.
  const cookie = await registerDraft.write({ step1: values, accepted: true, step2: previous?.step2 });
  return redirect(STEP2_PATH, { headers: cookieHeaders(cookie) });
}

export default function RegisterStep1() {
  const field = useFieldProps();
  const loaded = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const values: Partial<Record<string, string>> = answer?.values ?? loaded.values;
  const errors: Partial<Record<string, string>> = answer?.errors ?? loaded.errors;
  const formError = answer ? answer.formError : loaded.formError;
  const t = useT();
  return (
    <RegisterFrame step={1}>
      <Form method="post" aria-label={t('auth.register.form', { step: 1 })}>
        <CsrfInput />
        <FormError message={formError} />
        <Stack gap="md">
          <PhoneFields values={values} errors={errors} />
          <TextInput label={t('auth.register.email')} type="email" defaultValue={values.email ?? ''} error={errors.email} {...field('email')} />
          <TextInput
            label={t('auth.register.fullName')}
            description={t('auth.register.fullNameHint')}
            defaultValue={values.fullName ?? ''}
            error={errors.fullName}
            {...field('fullName')}
          />
          <NewPasswordFields
            labels={{ password: t('auth.password'), confirmPassword: t('auth.register.confirmPassword') }}
            hint={t('auth.passwordHint')}
            errors={errors}
            resetKey={answer?.attempt}
            kept={values}
          />
          <CheckboxField
            label={
              <>
                {t('auth.register.agreeBefore')}{' '}
                <Anchor component={Link} to="/terms" target="_blank">
                  {t('auth.register.termsLink')}
                </Anchor>{' '}
                {t('auth.register.agreeMiddle')}{' '}
                <Anchor component={Link} to="/privacy" target="_blank">
                  {t('auth.register.privacyLink')}
                </Anchor>
                .
              </>
            }
            defaultChecked={values.agreeTerms === 'on'}
            error={errors.agreeTerms}
            {...field('agreeTerms')}
          />
          <Button type="submit" size="md" fullWidth radius="xl">
            {t('auth.continue')}
          </Button>
        </Stack>
      </Form>
    </RegisterFrame>
  );
}
