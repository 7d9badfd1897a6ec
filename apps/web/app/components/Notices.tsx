import { Alert } from '@mantine/core';
import type { Notice, NoticeTone } from '~/lib/hooks';

const COLOURS: Record<NoticeTone, string> = { success: 'green', info: 'blue', warning: 'yellow', error: 'red' };

/** Flash notices, inline at the top of the page (they work without JavaScript). */
export function Notices({ notices }: { notices: Notice[] }) {
  if (notices.length === 0) return null;
  return (
    // #notices: where a redirect after a post points (and the focus goes), so the notice is in view.
    <div className="hl-notices" data-testid="notices" id="notices" tabIndex={-1}>
      {notices.map((n, i) => (
        <Alert
          key={`${i}-${n.message}`}
          color={COLOURS[n.tone] ?? 'blue'}
          variant="light"
          role={n.tone === 'error' || n.tone === 'warning' ? 'alert' : 'status'}
        >
          {n.message}
        </Alert>
      ))}
    </div>
  );
}

/** A message for a whole form, at its top (API messages such as 'Invalid phone number or password.'). */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" role="alert" mb="md">
      {message}
    </Alert>
  );
}
