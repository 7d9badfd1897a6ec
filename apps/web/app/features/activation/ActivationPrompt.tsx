// The dashboard card of a member who has not finished activating (docs/product.md §2 Dashboard).
import { Button, Card, Text, Title } from '@mantine/core';
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
      {/* A plain list ticked by pages.css: Mantine's List and ThemeIcon styles would weigh on every /dash. */}
      <ul className="hl-checklist">
        <li>{t('activation.prompt.details')}</li>
        <li>{t('activation.prompt.id')}</li>
        <li>{t('activation.prompt.selfie')}</li>
        <li>{t('activation.prompt.account')}</li>
      </ul>
      <Text mt="md" size="sm" c="dimmed">
        {t('activation.prompt.free')}
      </Text>
      <Button component={Link} to="/activate" mt="lg" size="md" radius="xl" color="red" style={{ alignSelf: 'flex-start' }}>
        {t(started ? 'activation.prompt.continue' : 'activation.prompt.start')}
      </Button>
    </Card>
  );
}
