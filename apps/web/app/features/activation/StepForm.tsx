// The frame of every wizard step: a real <Form method="post"> posted to the step's own action
// (multipart for the ID step), the CSRF field, the message at the top of a refused step, and the
// Back link and Continue / Finish button. The page is sent without React: with JavaScript a small
// script shows the form being sent and, after a refusal, takes the member to the first field to
// correct (lib/enhance/forms.ts); without it the page reloads at the top, where the message is.
import { Button, Group, Text, Title } from '@mantine/core';
import { Form, useRouteLoaderData } from '@remix-run/react';
import { Link } from '~/components/Link';
import type { ReactNode } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { FormError } from '~/components/Notices';
import { STEPS, stepTitle, type WizardStep } from '~/features/activation/steps';
import { useLanguage, useT } from '~/lib/language';
import type { KycSummary } from '~/lib/api/types';
import { useFormRefusal } from '~/lib/forms';

/**
 * Values and messages for the fields of a step: after a refusal, what the member typed (even an
 * emptied field); otherwise the saved value, else the default.
 */
export function useStepValues() {
  const failure = useFormRefusal();
  return {
    failure,
    value(name: string, saved?: string | null, fallback = ''): string {
      if (failure) return failure.values[name] ?? '';
      return saved ?? fallback;
    },
    error(name: string): string | undefined {
      return failure?.errors[name] || undefined;
    },
  };
}

export function StepForm({
  step,
  intro,
  children,
  multipart = false,
}: {
  step: WizardStep;
  intro?: ReactNode;
  children: ReactNode;
  multipart?: boolean;
}) {
  const failure = useFormRefusal();
  const lang = useLanguage();
  const t = useT();
  const previous = step.number > 1 ? STEPS[step.number - 2] : null;
  const last = step.number === STEPS.length;
  const headingId = `step-${step.key}-title`;
  return (
    <Form
      method="post"
      action={step.path}
      encType={multipart ? 'multipart/form-data' : undefined}
      aria-labelledby={headingId}
      className="hl-act-form"
    >
      <CsrfInput />
      <Title order={2} id={headingId} size="h3" mb={4}>
        {step.number}. {stepTitle(lang, step)}
      </Title>
      {intro ? (
        <Text c="dimmed" size="sm" mb="md">
          {intro}
        </Text>
      ) : null}
      <FormError message={failure?.formError} />
      <div className="hl-act-fields">{children}</div>
      <Group justify="space-between" mt="xl" className="hl-act-actions">
        {previous ? (
          <Button component={Link} to={previous.path} variant="default" size="md">
            {t('activation.form.back')}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" size="md" color={last ? 'green' : undefined}>
          {t(last ? 'activation.form.finish' : 'activation.form.continue')}
        </Button>
      </Group>
    </Form>
  );
}

/** The member's KYC summary, loaded once by the wizard's layout (routes/activate). */
export function useKyc(): KycSummary {
  const data = useRouteLoaderData('routes/activate+/_layout') as { kyc: KycSummary } | undefined;
  if (!data) throw new Error('useKyc is only for the steps of /activate');
  return data.kyc;
}
