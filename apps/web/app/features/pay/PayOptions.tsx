// The ways to pay a reference through the payment provider, in order: GCash and Maya (a form that
// makes a payment request for the amount and sends the member to the e-wallet), each counter's
// payment code, the virtual account number. A channel that cannot take the amount due is not
// offered: its name stands with the reason. Plain HTML: it reads the same without JavaScript and
// at 390 px.
import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import type { MessageKey } from '@halimbawa/domain';
import { CsrfInput } from '~/components/CsrfInput';
import type { PayPageView } from '~/lib/api/types';
import { useT } from '~/lib/language';

type Option = NonNullable<PayPageView['loan']>['options'][number];

function Code({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={700} fz={22} ff="monospace" data-testid={testId} style={{ letterSpacing: '0.05em', overflowWrap: 'anywhere' }}>
        {value.replace(/(\d{4})(?=\d)/g, '$1 ')}
      </Text>
    </div>
  );
}

export function PayOptions({ options, amountText, ewallets, of }: { options: Option[]; amountText: string | null; ewallets: boolean; of: 'loan' | 'wallet' }) {
  const t = useT();
  return (
    <Stack gap="sm">
      {options.map((o) => {
        const id = `pay-${of}-${o.channel}`;
        if (!o.available) {
          return (
            <Card key={o.channel} withBorder radius="md" padding="md" component="section" aria-labelledby={id} data-testid={id} data-available="false">
              <Title order={3} size="h5" id={id}>
                {t('pay.notForAmount', { channel: o.name })}
              </Title>
              <Text size="sm" data-testid={`${id}-reason`}>
                {o.reason ? t(o.reason.code as MessageKey, o.reason.params) : null}
              </Text>
            </Card>
          );
        }
        if (o.kind === 'EWALLET') {
          if (!ewallets) return null;
          return (
            <Card key={o.channel} withBorder radius="md" padding="md" component="section" aria-labelledby={id} data-testid={id} data-available="true">
              <Form method="post">
                <CsrfInput />
                <input type="hidden" name="channel" value={o.channel} />
                <Button type="submit" id={id} name="intent" value="ewallet">
                  {t('pay.ewalletButton', { channel: o.name })}
                </Button>
              </Form>
              <Text size="sm" mt="xs">
                {t('pay.ewalletHelp', { channel: o.name, amount: amountText ?? '' })}
              </Text>
            </Card>
          );
        }
        const virtualAccount = o.kind === 'VIRTUAL_ACCOUNT';
        const label = virtualAccount ? t('pay.vaLabel') : t('pay.codeLabel', { channel: o.name });
        return (
          <Card key={o.channel} withBorder radius="md" padding="md" data-testid={id} data-available="true">
            {o.code ? <Code label={label} value={o.code} testId={`${id}-code`} /> : <Text fw={600}>{label}</Text>}
            <Text size="sm" mt="xs">
              {o.code ? (virtualAccount ? t('pay.vaHelp') : t('pay.codeHelp', { channel: o.name })) : t('pay.codeUnavailable')}
            </Text>
          </Card>
        );
      })}
    </Stack>
  );
}
