// The Privacy notice or the Terms as a dialog over the page (the footer's links, with JavaScript).
// Loaded only when a member opens one, so the dialog's code and styles are not part of every page.
import { Modal } from '@mantine/core';
import { useT } from '~/lib/language';
import type { Site } from '~/lib/site';
import { PrivacyContent, TermsContent } from './legal';

export default function LegalDialog({ which, site, onClose }: { which: 'privacy' | 'terms'; site: Site; onClose: () => void }) {
  const t = useT();
  return (
    <Modal opened onClose={onClose} title={t(which === 'privacy' ? 'shell.privacy' : 'shell.terms')} size="lg">
      {which === 'privacy' ? <PrivacyContent site={site} headingLevel={3} /> : <TermsContent site={site} headingLevel={3} />}
    </Modal>
  );
}
