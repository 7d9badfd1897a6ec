// The frame of the registration steps: the card, the step header and the 'Sign In Here' link.
import { Anchor, Text } from '@mantine/core';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { AuthCard } from '~/features/auth/fields';
import { useT } from '~/lib/language';

const STEPS = ['auth.register.stepAccount', 'auth.register.stepEmployment', 'auth.register.stepPhone'] as const;

export function RegisterFrame({ step, children }: { step: 1 | 2 | 3; children: ReactNode }) {
  const t = useT();
  return (
    <AuthCard title={t('auth.register.title')} subtitle={t('auth.register.stepOf', { step, count: STEPS.length, name: t(STEPS[step - 1]) })} wide>
      <ol className="hl-steps" aria-label={t('auth.register.steps')}>
        {STEPS.map((label, i) => (
          <li key={label} aria-current={i + 1 === step ? 'step' : undefined} className={i + 1 <= step ? 'hl-step-done' : undefined}>
            <span aria-hidden="true">{i + 1}</span> <span className="hl-step-name">{t(label)}</span>
          </li>
        ))}
      </ol>
      {children}
      <Text size="sm" ta="center" mt="lg">
        {t('auth.register.already')}{' '}
        <Anchor component={Link} to="/login" fw={600}>
          {t('auth.signInHere')}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
