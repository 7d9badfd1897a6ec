// Signing the contract with an SMS code (docs/product.md §0.2, §2 Contract signing): a form that asks the API
// to send a CONTRACT_SIGN code to the member's registered phone, then a form that takes the 6-digit
// `code`. The code is checked by the API only; its message ('Invalid OTP. N tries left.') is shown
// beside the field. Both are plain POST forms to the /dash/contract action.
import { Alert, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { fieldProps } from '~/lib/forms';

/** Without JavaScript the answer (a wrong code, 'Please wait N seconds') comes back scrolled to this box. */
const SIGN_ACTION = '/dash/contract#sign';

export interface ContractSigningProps {
  loanNumber: string;
  /** The code was sent (the code form is shown). */
  codeSent: boolean;
  phoneMasked: string;
  codeError?: string | null;
  formError?: string | null;
}

export function ContractSigning({ loanNumber, codeSent, phoneMasked, codeError, formError }: ContractSigningProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="sign-title" data-testid="contract-signing">
      <Title order={2} size="h4" id="sign-title" mb="xs">
        Sign with a code sent by SMS
      </Title>
      <Text size="sm" mb="md">
        We send a 6-digit code to your registered phone {phoneMasked}. Entering it signs the contract above. Never
        share this code: our staff will never ask for it, and no one can release a loan for a fee.
      </Text>
      {formError ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {formError}
        </Alert>
      ) : null}
      <Stack gap="lg">
        <Form method="post" action={SIGN_ACTION} aria-label="Send the signing code">
          <CsrfInput />
          <input type="hidden" name="intent" value="start" />
          <input type="hidden" name="loanNumber" value={loanNumber} />
          <Button type="submit" variant={codeSent ? 'light' : 'filled'}>
            {codeSent ? 'Send a new code' : 'Send me the code by SMS'}
          </Button>
        </Form>
        {codeSent ? (
          <Form method="post" action={SIGN_ACTION} aria-label="Enter the signing code">
            <CsrfInput />
            <input type="hidden" name="intent" value="finish" />
            <input type="hidden" name="loanNumber" value={loanNumber} />
            <Group align="flex-start" gap="md">
              <TextInput
                label="6-digit code"
                description="The code expires in 5 minutes."
                {...fieldProps('code')}
                error={codeError ?? undefined}
                w={220}
                styles={{ input: { letterSpacing: '0.3em', fontVariantNumeric: 'tabular-nums' } }}
              />
            </Group>
            <Button type="submit" mt="md" color="green">
              Sign the contract
            </Button>
          </Form>
        ) : null}
      </Stack>
    </Card>
  );
}
