// Signing the contract with an SMS code (docs/product.md §0.2, §2 Contract signing): a form that asks the API
// to send a CONTRACT_SIGN code to the member's registered phone, then a form that takes the 6-digit
// `code`. The code is checked by the API only; its message ('Invalid OTP. N tries left.') is shown
// beside the field. Both are plain POST forms to the /dash/contract action.
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { useFieldProps } from '~/lib/forms';
import { useT } from '~/lib/language';

/** Without JavaScript the answer (a wrong code, 'Please wait N seconds') comes back scrolled to this box. */
const SIGN_ACTION = '/dash/contract#sign';

export interface ContractSigningProps {
  loanNumber: string;
  /** The code was sent (the code form is shown). */
  codeSent: boolean;
  phoneMasked: string;
  codeError?: string | null;
  formError?: string | null;
  /** Where the forms post (a new schedule is signed on its hardship page), with any more fields they carry. */
  action?: string;
  hidden?: Readonly<Record<string, string>>;
  /** What the code signs, in words (the contract's by default). */
  intro?: string;
  signLabel?: string;
}

export function ContractSigning({ loanNumber, codeSent, phoneMasked, codeError, formError, action = SIGN_ACTION, hidden = {}, intro, signLabel }: ContractSigningProps) {
  const field = useFieldProps();
  const t = useT();
  const fields = Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />);
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sign-title" data-testid="contract-signing">
      <Title order={2} size="h4" id="sign-title" mb="xs">
        {t('loans.signing.title')}
      </Title>
      <Text size="sm" mb="md">
        {intro ?? t('loans.signing.intro', { phone: phoneMasked })}
      </Text>
      {formError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formError}
        </Alert>
      ) : null}
      <Stack gap="lg">
        <Form method="post" action={action} aria-label={t('loans.signing.sendLabel')}>
          <CsrfInput />
          {fields}
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="loanNumber" value={loanNumber} />
          <Button type="submit" variant={codeSent ? 'light' : 'filled'}>
            {t(codeSent ? 'loans.signing.resend' : 'loans.signing.send')}
          </Button>
        </Form>
        {codeSent ? (
          <Form method="post" action={action} aria-label={t('loans.signing.enterLabel')}>
            <CsrfInput />
            {fields}
            <input type="hidden" name="intent" value="finish" />
            <input type="hidden" name="loanNumber" value={loanNumber} />
            <Group align="flex-start" gap="md">
              <TextInput
                label={t('loans.signing.code')}
                description={t('loans.signing.expires')}
                {...field('code')}
                error={codeError ?? undefined}
                w={220}
                styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
              />
            </Group>
            <Button type="submit" mt="md" color="green">
              {signLabel ?? t('loans.signing.sign')}
            </Button>
          </Form>
        ) : null}
      </Stack>
    </Card>
  );
}
