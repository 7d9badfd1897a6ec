// The dashboard card of a member who has not finished activating (docs/product.md §2 Dashboard).
import { Button, Card, List, Text, ThemeIcon, Title } from '@mantine/core';
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
      <List
        mt="md"
        spacing="sm"
        icon={
          <ThemeIcon size={22} radius="xl" color="blue" aria-hidden="true">
            ✓
          </ThemeIcon>
        }
      >
        <List.Item>Your registration details: personal details, address and two character references</List.Item>
        <List.Item>A government-issued ID (front and back photos)</List.Item>
        <List.Item>A clear selfie, your face fully visible</List.Item>
        <List.Item>The bank or e-wallet account that will receive your loan</List.Item>
      </List>
      <Text mt="md" size="sm" c="dimmed">
        Activation is free. We never ask for a payment to activate your account or to release a loan.
      </Text>
      <Button component={Link} to="/activate" mt="lg" size="md" radius="xl" color="red" style={{ alignSelf: 'flex-start' }}>
        {started ? 'Continue activation' : 'Activate account'}
      </Button>
    </Card>
  );
}
