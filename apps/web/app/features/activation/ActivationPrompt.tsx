// The dashboard card of a member who has not finished activating (docs/product.md §2 Dashboard).
import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';

export function ActivationPrompt({ started }: { started: boolean }) {
  return (
    <Card withBorder radius="lg" padding="xl" className="hl-dash-card" aria-labelledby="activate-title">
      <Title order={2} size="h3" id="activate-title">
        Activate your account before applying loan
      </Title>
      <Text mt="xs" c="dimmed">
        Activation takes five short steps. Have these ready:
      </Text>
      {/* A plain list ticked by pages.css: Mantine's List and ThemeIcon styles would weigh on every /dash. */}
      <ul className="hl-checklist">
        <li>Your registration details: personal details, address and two character references</li>
        <li>A government-issued ID (front and back photos)</li>
        <li>A clear selfie, your face fully visible</li>
        <li>The bank or e-wallet account that will receive your loan</li>
      </ul>
      <Text mt="md" size="sm" c="dimmed">
        Activation is free. We never ask for a payment to activate your account or to release a loan.
      </Text>
      <Button component={Link} to="/activate" mt="lg" size="md" radius="xl" color="red" style={{ alignSelf: 'flex-start' }}>
        {started ? 'Continue activation' : 'Activate account'}
      </Button>
    </Card>
  );
}
