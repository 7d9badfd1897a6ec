// The pieces the member's support pages and the console's queue share: a ticket's status badge,
// its thread of messages and the member's message box (plain HTML: works without JavaScript).
import type { SupportStatus } from '@halimbawa/domain';
import { Badge, Stack, Text, Textarea } from '@mantine/core';
import { useFieldProps } from '~/lib/forms';
import { formatDateTime } from '~/lib/format';
import { useSite } from '~/lib/hooks';
import { useLanguage, useT } from '~/lib/language';

const COLOURS: Record<SupportStatus, string> = { OPEN: 'blue', ANSWERED: 'green', CLOSED: 'gray' };

export function SupportStatusBadge({ status }: { status: SupportStatus }) {
  const t = useT();
  return (
    <Badge color={COLOURS[status]} variant="light" data-testid="support-status">
      {t(`support.status.${status}`)}
    </Badge>
  );
}

export interface ThreadMessage {
  author: 'MEMBER' | 'STAFF';
  body: string;
  createdAt: string;
}

/** The thread, oldest first; `memberName` names the member's messages for staff, else 'You'. */
export function SupportThread({ messages, memberName }: { messages: ThreadMessage[]; memberName?: string }) {
  const t = useT();
  const lang = useLanguage();
  const { company } = useSite();
  return (
    <Stack gap="sm" component="ol" className="hl-thread" aria-label={t('support.thread')} data-testid="support-thread">
      {messages.map((m, i) => (
        <li key={`${m.createdAt}-${i}`} className={m.author === 'STAFF' ? 'hl-thread-staff' : 'hl-thread-member'}>
          <Text size="sm" fw={700}>
            {m.author === 'STAFF' ? t('support.staff', { company: company.shortName }) : (memberName ?? t('support.you'))}
            <Text span size="xs" c="dimmed" ml="xs">
              {formatDateTime(m.createdAt, lang)}
            </Text>
          </Text>
          <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{m.body}</Text>
        </li>
      ))}
    </Stack>
  );
}

/** The member's message box, what was typed kept and its message beside it. */
export function SupportMessageInput({ minRows, value, error }: { minRows: number; value?: string; error?: string }) {
  const t = useT();
  const field = useFieldProps();
  return <Textarea label={t('support.message')} description={t('support.messageLimit')} autosize minRows={minRows} defaultValue={value ?? ''} error={error} {...field('message')} />;
}
