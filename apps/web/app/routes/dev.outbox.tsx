// /dev/outbox (docs/product.md §10): outside production, the SMS and e-mails the product sent to a phone number
// or address (GET /api/v2/dev/outbox?to=), newest first, so a tester can read a one-time code.
// In production this page answers 404, as the API endpoint does.
import { Alert, Button, Card, Group, Table, Text, TextInput, Title } from '@mantine/core';
import { json, type LoaderFunctionArgs, type MetaFunction } from '@remix-run/node';
import { Form, useLoaderData } from '@remix-run/react';
import { clientIp, devGet } from '~/lib/api.server';
import { env } from '~/lib/env.server';
import { formatDateTime } from '~/lib/format';

/** One message of GET /dev/outbox (a development route, outside the OpenAPI document). */
interface OutboxMessage {
  to: string;
  channel: 'sms' | 'email';
  body: string;
  createdAt: string;
}

export const meta: MetaFunction = () => [{ title: 'Dev outbox' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!env.devTools) throw new Response('Not found', { status: 404 });
  const to = (new URL(request.url).searchParams.get('to') ?? '').trim().slice(0, 200);
  if (!to) return json({ to, messages: [] as OutboxMessage[], error: null });
  const result = await devGet('/dev/outbox', { to }, clientIp(context));
  if (!result.ok) return json({ to, messages: [] as OutboxMessage[], error: result.message });
  return json({ to, messages: Array.isArray(result.data) ? (result.data as OutboxMessage[]) : [], error: null });
}


export default function DevOutbox() {
  const { to, messages, error } = useLoaderData<typeof loader>();
  return (
    <div className="hl-section">
      <Title order={1} size="h2">
        Dev outbox
      </Title>
      <Text c="dimmed" mt={4} mb="md">
        Messages the product sent (SMS and e-mail), newest first. Only outside production.
      </Text>
      <Card withBorder radius="lg" padding="lg">
        <Form method="get" aria-label="Find messages">
          <Group align="flex-end" wrap="wrap">
            <TextInput
              name="to"
              label="Phone number (E.164) or e-mail address"
              placeholder="+639171234567"
              defaultValue={to}
              required
              maxLength={200}
              style={{ flex: '1 1 260px' }}
            />
            <Button type="submit">Show messages</Button>
          </Group>
        </Form>
      </Card>
      {error ? (
        <Alert color="red" variant="light" mt="md" role="alert">
          {error}
        </Alert>
      ) : null}
      {to && !error ? (
        messages.length === 0 ? (
          <Text mt="md">No messages were sent to {to}.</Text>
        ) : (
          <Table.ScrollContainer minWidth={560} mt="md">
            <Table striped withTableBorder>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>To</Table.Th>
                  <Table.Th>Channel</Table.Th>
                  <Table.Th>Message</Table.Th>
                  <Table.Th>Sent</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {messages.map((m, i) => (
                  <Table.Tr key={`${m.createdAt}-${i}`}>
                    <Table.Td>{m.to}</Table.Td>
                    <Table.Td>{m.channel}</Table.Td>
                    <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{m.body}</Table.Td>
                    <Table.Td>{formatDateTime(m.createdAt, 'en')}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )
      ) : null}
    </div>
  );
}
