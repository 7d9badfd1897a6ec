// /contact (docs/product.md §2 Contact): account recovery, office hours and live chat, a warning about
// impostors, and the contact form (name, email, message, agree) posted to POST /contact; the sender
// sees 'Message sent.'.
import { sayEach, t as translate, validateContact } from '@halimbawa/domain';
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { json, redirect, type ActionFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, useLocation } from '@remix-run/react';
import { Link } from '~/components/Link';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { useFieldProps, formRefusal, formValues, splitApiErrors, useFormRefusal, refusedStatus } from '~/lib/forms';
import { useSite } from '~/lib/hooks';
import { metaT, useT } from '~/lib/language';
import { requestLanguage } from '~/lib/language.server';
import pagesStyles from '~/styles/pages.css?url';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = ({ matches }) => [{ title: metaT(matches)('shell.contactUs') }];

const FIELDS = ['name', 'email', 'message', 'agree'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const lang = requestLanguage(request);
  const values = formValues(form, FIELDS);
  const errors = sayEach(lang, validateContact(values));
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: values }), { status: 400 });
  const api = await apiFor(request, context);
  const result = await api.post('/contact', values, { auth: false });
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return json(formRefusal({ errors: split.errors, values: values, formError: split.formError }), { status: refusedStatus(result.status) });
  }
  return redirect('/contact#notices', {
    headers: cookieHeaders(await flashCookie(request, notice.success(result.data?.message || translate(lang, 'webMessage.messageSent')))),
  });
}

export default function Contact() {
  const field = useFieldProps();
  const site = useSite();
  const c = site.company;
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  // A new page (after 'Message sent.') starts an empty form; a refusal keeps what was typed.
  const location = useLocation();
  const t = useT();
  return (
    <div className="hl-section">
      <Title order={1} ta="center">
        {t('publicPage.contact.title')}
      </Title>
      <Text ta="center" c="dimmed" mt="xs" mb="xl">
        {t('publicPage.contact.lead')}
      </Text>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="recovery-title">
            <Title order={2} size="h3" id="recovery-title">
              {t('publicPage.contact.recovery')}
            </Title>
            <Text mt="xs">
              {t('publicPage.contact.recoveryText')}
            </Text>
            <Button component={Link} to="/recover" mt="md" radius="xl" variant="light">
              {t('publicPage.contact.recover')}
            </Button>
          </Card>

          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="touch-title">
            <Title order={2} size="h3" id="touch-title">
              {t('publicPage.contact.touch')}
            </Title>
            <Text mt="xs" fw={600}>
              {t('publicPage.contact.hours')}
            </Text>
            <Text mt="xs">
              {t('publicPage.contact.email')} <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor>
            </Text>
            <Button component="a" href={c.supportChatUrl} target="_blank" rel="noopener noreferrer" mt="md" radius="xl">
              {t('publicPage.contact.chat')}
            </Button>
            <Alert color="orange" variant="light" mt="md" title={t('publicPage.contact.scams')} role="note">
              {t('publicPage.contact.followOfficial')}
              {c.socialLinks.length > 0 ? (
                <>
                  {' ('}
                  {c.socialLinks.map((s, i) => (
                    <span key={s.url}>
                      {i > 0 ? ', ' : ''}
                      <Anchor href={s.url} target="_blank" rel="noopener noreferrer">
                        {s.name}
                      </Anchor>
                    </span>
                  ))}
                  {')'}
                </>
              ) : null}
              {t('publicPage.contact.neverPay', { name: c.shortName })}
            </Alert>
          </Card>

          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bug-bounty-title" id="bug-bounty">
            <Title order={2} size="h4" id="bug-bounty-title">
              {t('publicPage.contact.bugBounty')}
            </Title>
            <Text mt="xs" size="sm">
              {t('publicPage.contact.bugBountyBefore')} <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor>{' '}
              {t('publicPage.contact.bugBountyAfter')}
            </Text>
          </Card>
        </Stack>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contact-form-title" id="contact-form">
          <Title order={2} size="h3" id="contact-form-title">
            {t('publicPage.contact.formTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4} mb="md">
            {t('publicPage.contact.formLead')}
          </Text>
          {/* #contact-form: without JavaScript, a refused form comes back with its messages in view. */}
          <Form method="post" action="/contact#contact-form" aria-labelledby="contact-form-title" key={location.key}>
            <CsrfInput />
            <FormError message={answer?.formError} />
            <Stack gap="md">
              <TextInput label={t('publicPage.contact.name')} defaultValue={values.name ?? ''} error={errors.name} {...field('name')} />
              <TextInput label={t('publicPage.contact.emailAddress')} type="email" defaultValue={values.email ?? ''} error={errors.email} {...field('email')} />
              <Textarea
                label={t('publicPage.contact.message')}
                description={t('publicPage.contact.messageLimit')}
                autosize
                minRows={5}
                defaultValue={values.message ?? ''}
                error={errors.message}
                {...field('message')}
              />
              <CheckboxField
                label={
                  <>
                    {t('publicPage.contact.agreeBefore', { name: c.shortName })}{' '}
                    <Anchor component={Link} to="/privacy">
                      {t('publicPage.contact.privacyNotice')}
                    </Anchor>
                    .
                  </>
                }
                defaultChecked={values.agree === 'on'}
                error={errors.agree}
                {...field('agree')}
              />
              <Button type="submit" size="md" radius="xl" color="red">
                {t('publicPage.contact.send')}
              </Button>
            </Stack>
          </Form>
        </Card>
      </SimpleGrid>
    </div>
  );
}
