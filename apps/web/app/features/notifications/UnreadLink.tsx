// The member shell's link to /notifications with the count of unread messages, read from the
// loader data of the page (`unreadNotifications`, features/notifications/unread.server.ts).
import { useMatches } from '@remix-run/react';
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';

export function useUnreadNotifications(): number | null {
  for (const match of [...useMatches()].reverse()) {
    const count = (match.data as { unreadNotifications?: unknown } | null | undefined)?.unreadNotifications;
    if (typeof count === 'number') return count;
  }
  return null;
}

export function UnreadLink() {
  const t = useT();
  const count = useUnreadNotifications();
  if (count === null) return null;
  return (
    <p className="hl-unread">
      <Link to="/notifications" data-testid="unread-notifications">
        {count > 0 ? t('notifications.linkUnread', { count }) : t('notifications.link')}
      </Link>
    </p>
  );
}
