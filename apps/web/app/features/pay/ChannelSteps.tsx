// The exact steps of each channel that takes a payment reference (GCash and Maya bills payment, a
// bank transfer by InstaPay or PESONet, over the counter), worded for one reference. Plain numbered
// lists: they read the same without JavaScript and at 390 px.
import { Card, List, Stack, Text, Title } from '@mantine/core';
import type { MessageKey } from '@halimbawa/domain';
import type { PayPageView } from '~/lib/api/types';
import { useT } from '~/lib/language';

const CHANNELS = [
  { key: 'gcash', steps: ['step1', 'step2', 'step3', 'step4'] },
  { key: 'maya', steps: ['step1', 'step2', 'step3', 'step4'] },
  { key: 'bank', steps: ['step1', 'step2', 'step3', 'step4'] },
  { key: 'counter', steps: ['step1', 'step2', 'step3'] },
] as const;

export function ChannelSteps({ referenceText, collection }: { referenceText: string; collection: PayPageView['collection'] }) {
  const t = useT();
  const vars = {
    reference: referenceText,
    biller: collection.billerName,
    bank: collection.bankName,
    accountName: collection.accountName,
    accountNumber: collection.accountNumber,
  };
  return (
    <Stack gap="md">
      {CHANNELS.map((c) => (
        <Card key={c.key} withBorder radius="md" padding="lg" component="section" aria-labelledby={`pay-${c.key}`} data-testid={`pay-channel-${c.key}`}>
          <Title order={3} size="h4" mb="xs" id={`pay-${c.key}`}>
            {t(`pay.${c.key}.title`)}
          </Title>
          <List type="ordered" spacing={4}>
            {c.steps.map((s) => (
              <List.Item key={s}>
                <Text span>{t(`pay.${c.key}.${s}` as MessageKey, vars)}</Text>
              </List.Item>
            ))}
          </List>
        </Card>
      ))}
    </Stack>
  );
}
