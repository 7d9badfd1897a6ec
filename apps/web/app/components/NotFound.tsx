import { Button, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';

export function NotFound() {
  return (
    <div className="hl-404">
      <div className="hl-404-code" aria-hidden="true">
        404
      </div>
      <Title order={1} mt="md">
        404 Page Not Found
      </Title>
      <Text size="lg" mt="sm">
        Sorry, we don&apos;t know where you wanted to go.
      </Text>
      <Button component={Link} to="/" mt="xl" size="md">
        Take me back
      </Button>
    </div>
  );
}
