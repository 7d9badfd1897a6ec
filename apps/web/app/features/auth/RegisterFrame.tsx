// The frame of the registration steps: the card, the step header and the 'Sign In Here' link.
import { Anchor, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { AuthCard } from '~/features/auth/fields';

const STEPS = ['Your account', 'Your employment', 'Your phone'];

export function RegisterFrame({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  return (
    <AuthCard title="Create your account" subtitle={`Step ${step} of ${STEPS.length}: ${STEPS[step - 1]}`} wide>
      <ol className="hl-steps" aria-label="Registration steps">
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i + 1 === step ? 'step' : undefined} className={i + 1 <= step ? 'hl-step-done' : undefined}>
            <span aria-hidden="true">{i + 1}</span> {label}
          </li>
        ))}
      </ol>
      {children}
      <Text size="sm" ta="center" mt="lg">
        Already a member?{' '}
        <Anchor component={Link} to="/login" fw={600}>
          Sign In Here
        </Anchor>
      </Text>
    </AuthCard>
  );
}
