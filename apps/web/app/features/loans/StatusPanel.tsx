// The card a status is shown in (a loan's, the identity check's): a border and an icon in the status
// colour, the kind of status, the statement as the heading and the message, all from a catalogue entry.
import { Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { StatusColour, StatusIcon } from '@halimbawa/domain';
import type { ReactNode } from 'react';
import { STATUS_COLOUR, StatusIconSvg } from '~/features/loans/StatusIcon';

export interface StatusPanelProps {
  /** 'Loan Status', 'Identity check'. */
  kind: string;
  entry: { statement: string; message: string; colour: StatusColour; icon: StatusIcon };
  /** The status code, as data-status. */
  status: string;
  titleId: string;
  testId: string;
  headingOrder?: 2 | 3;
  /** Under the message, beside the icon (a reason, what happens next). */
  details?: ReactNode;
  /** Below (facts, actions). */
  children?: ReactNode;
}

export function StatusPanel({ kind, entry, status, titleId, testId, headingOrder = 2, details, children }: StatusPanelProps) {
  const color = STATUS_COLOUR[entry.colour] ?? 'blue';
  return (
    <Card
      withBorder
      radius="md"
      padding="lg"
      component="section"
      aria-labelledby={titleId}
      data-testid={testId}
      data-status={status}
      style={{ borderLeft: `6px solid var(--mantine-color-${color}-6)` }}
    >
      <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb={6}>
        {kind}
      </Text>
      <Group wrap="nowrap" align="flex-start" gap="md" mb={children ? 'md' : undefined}>
        <ThemeIcon color={color} variant="light" size={48} radius="xl">
          <StatusIconSvg icon={entry.icon} />
        </ThemeIcon>
        <div>
          <Title order={headingOrder} size="h4" c={`${color}.9`} id={titleId} data-testid={`${testId}-statement`}>
            {entry.statement}
          </Title>
          <Text mt={4} data-testid={`${testId}-message`}>
            {entry.message}
          </Text>
          {details}
        </div>
      </Group>
      {children}
    </Card>
  );
}
