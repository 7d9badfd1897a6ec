// The dashboard card of a member who has not finished activating (docs/product.md §2 Dashboard).
import { Button, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from '@remix-run/react';
import { useT } from '~/lib/language';

export function ActivationPrompt({ started }: { started: boolean }) {
  const t = useT();
  return (
    <Card withBorder radius="lg" padding="xl" className="hl-dash-card" aria-labelledby="activate-title">
      <Title order={2} size="h3" id="activate-title">
        {t('activation.prompt.title')}
      </Title>
      <Text mt="xs" c="dimmed">
        {t('activation.prompt.intro')}
      </Text>
      <List
        mt="md"
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" color="blue" aria-hidden="true">
            ✓
          </ThemeIcon>
        }
      >
        <List.Item>{t('activation.prompt.details')}</List.Item>
        <List.Item>{t('activation.prompt.id')}</List.Item>
        <List.Item>{t('activation.prompt.selfie')}</List.Item>
        <List.Item>{t('activation.prompt.account')}</List.Item>
      </List>
      <Text mt="md" size="sm" c="dimmed">
        {t('activation.prompt.free')}
      </Text>
      <Button component={Link} to="/activate" mt="lg" size="md" radius="xl" color="red" style={{ alignSelf: 'flex-start' }}>
        {t(started ? 'activation.prompt.continue' : 'activation.prompt.start')}
      </Button>
    </Card>
  );
}
