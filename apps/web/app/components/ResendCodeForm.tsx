// 'No code after a minute? Send a new code': a plain form posting `intent=resend` to the page's own
// action (or `action`), so a code page can ask the API for another code without JavaScript.
import { Anchor, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';

export function ResendCodeForm({ action }: { action?: string }) {
  return (
    <Form method="post" action={action}>
      <CsrfInput />
      <input type="hidden" name="intent" value="resend" />
      <Text size="sm" mt="lg">
        No code after a minute?{' '}
        <Anchor component="button" type="submit" size="sm">
          Send a new code
        </Anchor>
      </Text>
    </Form>
  );
}
