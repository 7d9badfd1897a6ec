// The heading of a Settings page (each a nested route of /settings) with the way back.
import { Anchor, Group, Title } from '@mantine/core';
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';

export function SettingsHeader({ title }: { title: string }) {
  const t = useT();
  return (
    <Group justify="space-between">
      <Title order={2} size="h3">
        {title}
      </Title>
      <Anchor component={Link} to="/settings">
        {t('settings.backToSettings')}
      </Anchor>
    </Group>
  );
}
