// /register/employment, step 2 of 3 (docs/product.md §2 Registration): employment country (default PH),
// location, job title, job category and monthly net income. With both steps valid the API sends a
// code by SMS to the phone (POST /authmember/register/start); the account is created on the code
// page (/register/verify).
import { DEFAULT_PHONE_COUNTRY, JOB_CATEGORIES, sayEach, t as translate, validateRegisterStep2, valueLabel, type Language } from '@halimbawa/domain';
import { Anchor, Button, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { json, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { countryOptions, selectProps } from '~/features/auth/fields';
import { RegisterFrame } from '~/features/auth/RegisterFrame';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { useFieldProps, formRefusal, formValues, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { VERIFY_PATH } from '~/features/auth/register';
import { backToStep1, registerDraft, STEP2_FIELDS } from '~/features/auth/register.server';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import pagesStyles from '~/styles/pages.css?url';
import { FORM_SCRIPTS } from '~/lib/page-scripts';

// A sign-in or registration button shows that it is working, and a second press sends nothing.
export const handle = FORM_SCRIPTS;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('auth.register.metaEmployment') }];

/** The job categories named in `lang`; the value posted stays the stored English one. */
function jobOptions(lang: Language) {
  return [{ value: '', label: translate(lang, 'auth.register.chooseJob') }, ...JOB_CATEGORIES.map((c) => ({ value: c, label: valueLabel(lang, 'jobCategory', c) }))];
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (isSignedIn(await getAuthSession(request))) throw redirect('/dash');
  const draft = await registerDraft.read(request);
  if (!draft?.accepted) {
    const step1Again = translate(requestLanguage(request), 'auth.register.step1Again');
    throw redirect('/register', draft ? undefined : { headers: cookieHeaders(await flashCookie(request, notice.info(step1Again))) });
  }
  return json({ values: (draft.step2 ?? {}) as Partial<Record<string, string>> });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const lang = requestLanguage(request);
  const draft = await registerDraft.read(request);
  if (!draft?.accepted) {
    return redirect('/register', { headers: cookieHeaders(await flashCookie(request, notice.warning(translate(lang, 'auth.register.step1Again')))) });
  }
  const values = formValues(form, STEP2_FIELDS);
  const errors = sayEach(lang, validateRegisterStep2(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: values }), { status: 400 });

  const api = await apiFor(request, context);
  const result = await api.post('/authmember/register/start', { ...draft.step1, ...values }, { auth: false });
  // Back from the code page within a minute: the code sent then is still the one to enter.
  const keepCode = !result.ok && result.status === 429 && draft.codeSent;
  if (!result.ok && !keepCode) {
    const back = await backToStep1(draft, values, result);
    if (back) return back;
    const split = splitApiErrors(result, STEP2_FIELDS);
    return json(formRefusal({ errors: split.errors, values: values, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  return redirect(VERIFY_PATH, {
    headers: cookieHeaders(
      await registerDraft.write({ ...draft, step2: values, codeSent: true }),
      await flashCookie(request, result.ok ? notice.info(result.data.message) : notice.warning(result.message)),
    ),
  });
}

export default function RegisterStep2() {
  const field = useFieldProps();
  const loaded = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const values: Partial<Record<string, string>> = answer?.values ?? loaded.values;
  const errors: Partial<Record<string, string>> = answer?.errors ?? {};
  const lang = useLanguage();
  const t = useT();
  return (
    <RegisterFrame step={2}>
      <Form method="post" aria-label={t('auth.register.form', { step: 2 })}>
        <CsrfInput />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <NativeSelect
            label={t('auth.register.workCountry')}
            data={countryOptions(lang)}
            defaultValue={values.workPlaceCountry || DEFAULT_PHONE_COUNTRY}
            error={errors.workPlaceCountry}
            {...selectProps('workPlaceCountry')}
          />
          <TextInput
            label={t('auth.register.workLocation')}
            description={t('auth.register.workLocationHint')}
            defaultValue={values.workLocation ?? ''}
            error={errors.workLocation}
            {...field('workLocation')}
          />
          <TextInput label={t('auth.register.jobTitle')} defaultValue={values.jobTitle ?? ''} error={errors.jobTitle} {...field('jobTitle')} />
          <NativeSelect
            label={t('auth.register.jobCategory')}
            data={jobOptions(lang)}
            defaultValue={values.jobCategory ?? ''}
            error={errors.jobCategory}
            {...selectProps('jobCategory')}
          />
          <TextInput
            label={t('auth.register.income')}
            description={t('auth.register.incomeHint')}
            leftSection="₱"
            defaultValue={values.monthlyNetIncome ?? ''}
            error={errors.monthlyNetIncome}
            {...field('monthlyNetIncome')}
          />
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <Anchor component={Link} to="/register" size="sm">
              {t('auth.register.backTo1')}
            </Anchor>
            <Button type="submit" size="md" radius="xl" color="red">
              {t('auth.continue')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </RegisterFrame>
  );
}
