// 'No code after a minute? Send a new code': a plain form posting `intent=resend` to the page's own
// action (or `action`), so a code page can ask the API for another code without JavaScript.
import { Anchor, Text } from '@mantine/core';
import { Form } from '@remix-run/react';
import { CsrfInput } from '~/components/CsrfInput';
import { useT } from '~/lib/language';

export function ResendCodeForm({ action }: { action?: string }) {
  const t = useT();
  return (
    <Form method="post" action={action}>
      <CsrfInput />
      <input type="hidden" name="intent" value="resend" />
      <Text size="sm" mt="lg">
        {t('shell.noCodeYet')}{' '}
        <Anchor component="button" type="submit" size="sm">
          {t('shell.sendNewCode')}
        </Anchor>
      </Text>
    </Form>
  );
}
