// /register/verify, step 3 of 3 (docs/product.md §2 Registration): the 6-digit code sent by SMS to the
// phone being registered. With it, POST /authmember/register creates the account (both steps and
// the code); the member is then signed in and goes to /dash. 'Send a new code' asks again
// (POST /authmember/register/start, 60 s apart).
import { checkField, sayEach, t as translate } from '@halimbawa/domain';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { json, redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CodeField } from '~/features/auth/fields';
import { RegisterFrame } from '~/features/auth/RegisterFrame';
import { isAuthAnswer, startSession } from '~/features/auth/auth.server';
import { STEP2_PATH, VERIFY_PATH } from '~/features/auth/register';
import { backToStep1, draftPhoneDisplay, registerDraft, type RegisterDraft } from '~/features/auth/register.server';
import { CsrfInput } from '~/components/CsrfInput';
import { ResendCodeForm } from '~/components/ResendCodeForm';
import { FormError } from '~/components/Notices';
import { apiFor, type ApiFailure } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { formRefusal, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import { getAuthSession, isSignedIn } from '~/lib/session.server';
import pagesStyles from '~/styles/pages.css?url';
import { FORM_SCRIPTS } from '~/lib/page-scripts';

// A sign-in or registration button shows that it is working, and a second press sends nothing.
export const handle = FORM_SCRIPTS;

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('auth.register.metaVerify') }];

/** The draft when a code was sent for it, else the redirect to the step to do first. */
async function draftWithCode(request: Request): Promise<RegisterDraft> {
  const draft = await registerDraft.read(request);
  if (draft?.accepted && draft.codeSent) return draft;
  throw redirect(draft?.accepted ? STEP2_PATH : '/register', {
    headers: cookieHeaders(await flashCookie(request, notice.warning(translate(requestLanguage(request), 'auth.register.stepsAgain')))),
  });
}

export async function loader({ request }: LoaderFunctionArgs) {
  if (isSignedIn(await getAuthSession(request))) throw redirect('/dash');
  return json({ phone: draftPhoneDisplay(await draftWithCode(request)) });
}

/** A refusal shown on this page: the code's message beside the field, anything else at the top. */
async function refused(draft: RegisterDraft, failure: ApiFailure) {
  const back = await backToStep1(draft, draft.step2 ?? {}, failure);
  if (back) return back;
  const split = splitApiErrors(failure, ['code']);
  return json(formRefusal({ errors: split.errors, formError: split.formError }), { status: refusedStatus(failure.status) });
}

async function resend(request: Request, context: AppLoadContext, draft: RegisterDraft) {
  const api = await apiFor(request, context);
  const result = await api.post('/authmember/register/start', { ...draft.step1, ...draft.step2 }, { auth: false });
  if (!result.ok) return refused(draft, result);
  return redirect(VERIFY_PATH, { headers: cookieHeaders(await flashCookie(request, notice.info(result.data.message))) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const draft = await draftWithCode(request);
  if (form.get('intent') === 'resend') return resend(request, context, draft);
  const lang = requestLanguage(request);

  const code = String(form.get('code') ?? '').trim();
  const codeError = sayEach(lang, { code: checkField('code', code) ?? undefined }).code;
  if (codeError) return json(formRefusal({ errors: { code: codeError } }), { status: 400 });
  const api = await apiFor(request, context);
  const result = await api.post('/authmember/register', { ...draft.step1, ...draft.step2, code }, { auth: false });
  if (!result.ok) return refused(draft, result);
  if (!isAuthAnswer(result.data)) return refused(draft, { ok: false, status: 502, message: translate(lang, 'webMessage.noServerResponse'), errors: {} });
  return redirect('/dash', {
    headers: cookieHeaders(
      await startSession(request, result.data, false),
      await registerDraft.clear(),
      await flashCookie(request, notice.success(translate(lang, 'webMessage.accountCreated'))),
    ),
  });
}

export default function RegisterVerify() {
  const { phone } = useLoaderData<typeof loader>();
  const answer = useFormRefusal();
  const t = useT();
  return (
    <RegisterFrame step={3}>
      <Text mb="md">
        {t('auth.register.codeSentBefore')} <strong>{phone}</strong>
        {t('auth.register.codeSentAfter')}
      </Text>
      <Form method="post" aria-label={t('auth.register.form', { step: 3 })}>
        <CsrfInput />
        <FormError message={answer?.formError} />
        <Stack gap="md">
          <CodeField error={answer?.errors.code} resetKey={answer?.attempt} />
          <Group justify="space-between" mt="xs" wrap="nowrap">
            <Anchor component={Link} to={STEP2_PATH} size="sm">
              {t('auth.register.backTo2')}
            </Anchor>
            <Button type="submit" size="md" radius="xl" color="red">
              {t('auth.register.create')}
            </Button>
          </Group>
        </Stack>
      </Form>
      <ResendCodeForm />
    </RegisterFrame>
  );
}
