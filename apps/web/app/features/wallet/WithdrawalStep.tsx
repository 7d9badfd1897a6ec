// The frame of each withdrawal step page: the member's navigation, the step's title, and one card
// with the form's top message (a refusal that belongs to no field) above the step's content.
import { Alert, Card, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { MemberFrame } from '~/components/MemberNav';

export function WithdrawalStep({ title, formError, children }: { title: string; formError?: string; children: ReactNode }) {
  return (
    <MemberFrame>
      <Title order={1} size="h2" mb="md">
        {title}
      </Title>
      <Card withBorder radius="md" padding="lg" maw={560}>
        {formError ? (
          <Alert color="red" variant="light" role="alert" mb="md">
            {formError}
          </Alert>
        ) : null}
        {children}
      </Card>
    </MemberFrame>
  );
}
