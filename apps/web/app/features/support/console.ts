// The console's words for support requests: a status's badge tone, and how long the first answer
// took (minutes under two hours, then hours).
import { t, type Language, type SupportStatus } from '@halimbawa/domain';
import type { BadgeTone } from '~/features/console/StatusBadge';

export const SUPPORT_TONES: Record<SupportStatus, BadgeTone> = { OPEN: 'warning', ANSWERED: 'success', CLOSED: 'neutral' };

export function firstAnswerText(seconds: number | null, lang: Language): string {
  if (seconds === null) return t(lang, 'support.waiting');
  const minutes = Math.max(1, Math.round(seconds / 60));
  return minutes < 120 ? t(lang, 'support.minutes', { count: minutes }) : t(lang, 'support.hoursTaken', { count: Math.round(minutes / 60) });
}
