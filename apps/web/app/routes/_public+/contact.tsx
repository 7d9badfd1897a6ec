// /contact (docs/product.md §2 Contact): account recovery, office hours and live chat, a warning about
// impostors, and the contact form (name, email, message, agree) posted to POST /contact; the sender
// sees 'Message sent.'.
import { validateContact } from '@halimbawa/domain';
import { Alert, Anchor, Button, Card, SimpleGrid, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { CheckboxField } from '~/components/CheckboxField';
import { json, redirect, type ActionFunctionArgs, type MetaFunction, type LinksFunction } from '@remix-run/node';
import { Form, Link, useLocation, useNavigation } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { apiFor } from '~/lib/api.server';
import { readVerifiedForm } from '~/lib/csrf.server';
import { cookieHeaders, flashCookie, notice } from '~/lib/flash.server';
import { fieldProps, formRefusal, formValues, splitApiErrors, useFormRefusal } from '~/lib/forms';
import { useSite } from '~/lib/hooks';
import { MESSAGES_WEB } from '~/lib/messages';
import pagesStyles from '~/styles/pages.css?url';
import { NO_SCRIPTS } from '~/lib/page-scripts';

export const links: LinksFunction = () => [{ rel: 'stylesheet', href: pagesStyles }];

export const meta: MetaFunction = () => [{ title: 'Contact Us' }];

export const handle = NO_SCRIPTS;

const FIELDS = ['name', 'email', 'message', 'agree'] as const;

export async function action({ request, context }: ActionFunctionArgs) {
  const form = await readVerifiedForm(request);
  const values = formValues(form, FIELDS);
  const errors = validateContact(values);
  if (Object.keys(errors).length > 0) return json(formRefusal({ errors: errors, values: values }), { status: 400 });
  const api = await apiFor(request, context);
  const result = await api.post('/contact', values, { auth: false });
  if (!result.ok) {
    const split = splitApiErrors(result, FIELDS);
    return json(formRefusal({ errors: split.errors, values: values, formError: split.formError }), { status: result.status || 503 });
  }
  return redirect('/contact#notices', {
    headers: cookieHeaders(await flashCookie(request, notice.success(result.data?.message || MESSAGES_WEB.messageSent))),
  });
}

export default function Contact() {
  const site = useSite();
  const c = site.company;
  const answer = useFormRefusal();
  const values = answer?.values ?? {};
  const errors = answer?.errors ?? {};
  const navigation = useNavigation();
  // A new page (after 'Message sent.') starts an empty form; a refusal keeps what was typed.
  const location = useLocation();
  const sending = navigation.state === 'submitting' && navigation.formAction?.startsWith('/contact') === true;
  return (
    <div className="hl-section">
      <Title order={1} ta="center">
        We are here to help you
      </Title>
      <Text ta="center" c="dimmed" mt="xs" mb="xl">
        Questions about a loan, your account or a payment? Reach us any day.
      </Text>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="lg">
          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="recovery-title">
            <Title order={2} size="h3" id="recovery-title">
              Account recovery
            </Title>
            <Text mt="xs">
              Forgot your password? Reset it yourself with a 6-digit code sent by SMS to your registered phone number.
            </Text>
            <Button component={Link} to="/recover" mt="md" radius="xl" variant="light">
              Recover my account
            </Button>
          </Card>

          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="touch-title">
            <Title order={2} size="h3" id="touch-title">
              Get in touch
            </Title>
            <Text mt="xs" fw={600}>
              Everyday from 10 am to 10 pm.
            </Text>
            <Text mt="xs">
              E-mail: <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor>
            </Text>
            <Button component="a" href={c.supportChatUrl} target="_blank" rel="noopener noreferrer" mt="md" radius="xl">
              Chat with us live
            </Button>
            <Alert color="orange" variant="light" mt="md" title="Protect yourself from scams" role="note">
              Follow only our official social media accounts
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
              . Never pay anyone to release, unlock or withdraw a loan: {c.shortName} never asks for a fee before
              disbursement, and our staff never ask for your password or one-time codes.
            </Alert>
          </Card>

          <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="bug-bounty-title" id="bug-bounty">
            <Title order={2} size="h4" id="bug-bounty-title">
              Bug Bounty Program
            </Title>
            <Text mt="xs" size="sm">
              Found a security problem? Write to <Anchor href={`mailto:${c.supportEmail}`}>{c.supportEmail}</Anchor> with
              the subject &quot;Security&quot;. Please do not access other people&apos;s data; we answer every report.
            </Text>
          </Card>
        </Stack>

        <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="contact-form-title" id="contact-form">
          <Title order={2} size="h3" id="contact-form-title">
            Send us a message
          </Title>
          <Text size="sm" c="dimmed" mt={4} mb="md">
            We acknowledge every message at once and follow it up until it is resolved.
          </Text>
          {/* #contact-form: without JavaScript, a refused form comes back with its messages in view. */}
          <Form method="post" action="/contact#contact-form" aria-labelledby="contact-form-title" key={location.key}>
            <CsrfInput />
            <FormError message={answer?.formError} />
            <Stack gap="md">
              <TextInput label="Your name" defaultValue={values.name ?? ''} error={errors.name} {...fieldProps('name')} />
              <TextInput label="E-mail address" type="email" defaultValue={values.email ?? ''} error={errors.email} {...fieldProps('email')} />
              <Textarea
                label="Message"
                description="At most 2,000 characters."
                autosize
                minRows={5}
                defaultValue={values.message ?? ''}
                error={errors.message}
                {...fieldProps('message')}
              />
              <CheckboxField
                label={
                  <>
                    I agree that {c.shortName} keeps this message to answer me, as in the{' '}
                    <Anchor component={Link} to="/privacy">
                      Privacy notice
                    </Anchor>
                    .
                  </>
                }
                defaultChecked={values.agree === 'on'}
                error={errors.agree}
                {...fieldProps('agree')}
              />
              <Button type="submit" size="md" radius="xl" color="red" loading={sending}>
                Send message
              </Button>
            </Stack>
          </Form>
        </Card>
      </SimpleGrid>
    </div>
  );
}
