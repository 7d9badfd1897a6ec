// /support/:reference (docs/product.md §2 Support): one request, its status and its whole thread,
// and a form to write more (POST /support/:reference/messages), which opens a closed request again.
// Another member's reference is the 404 page.
import { validateSupportMessage } from '@halimbawa/domain';
import { Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from '@remix-run/node';
import { Form, useLoaderData, useLocation } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { Link } from '~/components/Link';
import { MemberFrame } from '~/components/MemberNav';
import { FormError } from '~/components/Notices';
import { SupportMessageInput, SupportStatusBadge, SupportThread } from '~/features/support/parts';
import { postSupportForm } from '~/features/support/support.server';
import { dataOf } from '~/lib/api.server';
import { formatDate } from '~/lib/format';
import { useFormRefusal } from '~/lib/forms';
import { metaT, useLanguage, useT } from '~/lib/language';
import { requireMember } from '~/lib/member.server';
import { MEMBER_SCRIPTS } from '~/lib/page-scripts';
import memberStyles from '~/styles/member.css?url';
import supportStyles from '~/styles/support.css?url';

export const links: LinksFunction = () => [
  { rel: 'stylesheet', href: memberStyles },
  { rel: 'stylesheet', href: supportStyles },
];

export const handle = MEMBER_SCRIPTS;

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [{ title: `${data?.ticket.reference ?? ''} · ${metaT(matches)('support.title')}` }];

const FIELDS = ['message'] as const;

export async function loader({ request, context, params }: LoaderFunctionArgs) {
  const api = await requireMember(request, context);
  const ticket = dataOf(await api.get('/support/{reference}', { params: { reference: params.reference ?? '' } }));
  return api.json({ ticket });
}

export async function action({ request, context, params }: ActionFunctionArgs) {
  const api = await requireMember(request, context);
  const reference = params.reference ?? '';
  return postSupportForm(request, api, FIELDS, validateSupportMessage, (values) => api.post('/support/{reference}/messages', values, { params: { reference } }));
}

export default function SupportTicket() {
  const { ticket } = useLoaderData<typeof loader>();
  const t = useT();
  const lang = useLanguage();
  const answer = useFormRefusal();
  const location = useLocation();
  return (
    <MemberFrame>
      <Anchor component={Link} to="/support" size="sm">
        {t('support.back')}
      </Anchor>
      <Group gap="sm" mt="xs" mb="md" align="center">
        <Title order={1} size="h2">
          {ticket.reference}
        </Title>
        <SupportStatusBadge status={ticket.status} />
      </Group>
      <Stack gap="lg" maw={720}>
        <Text>
          {t(`support.topics.${ticket.topic}`)} · {t('support.opened')} {formatDate(ticket.createdAt, lang)}
        </Text>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="thread-title">
          <Title order={2} size="h3" id="thread-title" mb="sm">
            {t('support.thread')}
          </Title>
          <SupportThread messages={ticket.messages} />
        </Card>
        <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="more-title" id="more">
          <Title order={2} size="h3" id="more-title" mb="sm">
            {t('support.writeMore')}
          </Title>
          {ticket.status === 'CLOSED' ? (
            <Text size="sm" c="dimmed" mb="sm">
              {t('support.closedNote')}
            </Text>
          ) : null}
          <Form method="post" action={`/support/${ticket.reference}#more`} aria-labelledby="more-title" key={location.key}>
            <CsrfInput />
            <FormError message={answer?.formError} />
            <Stack gap="md">
              <SupportMessageInput minRows={3} value={answer?.values?.message} error={answer?.errors?.message} />
              <Button type="submit" radius="xl">
                {t('support.send')}
              </Button>
            </Stack>
          </Form>
        </Card>
      </Stack>
    </MemberFrame>
  );
}
