import { Button, Text, Title } from '@mantine/core';
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';

export function NotFound() {
  const t = useT();
  return (
    <div className="hl-404">
      <div className="hl-404-code" aria-hidden="true">
        404
      </div>
      <Title order={1} mt="md">
        {t('shell.notFoundTitle')}
      </Title>
      <Text size="lg" mt="sm">
        {t('shell.notFoundText')}
      </Text>
      <Button component={Link} to="/" mt="xl" size="md">
        {t('shell.takeMeBack')}
      </Button>
    </div>
  );
}
