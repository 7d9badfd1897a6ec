// The dashboard card of a member who has not finished activating (docs/product.md §2 Dashboard).
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';
import '~/styles/status.css';
import '~/styles/dash.css';

export function ActivationPrompt({ started }: { started: boolean }) {
  const t = useT();
  return (
    <section className="hl-card hl-dash-card" data-radius="lg" data-padding="xl" aria-labelledby="activate-title">
      <h2 className="hl-h" data-size="h3" id="activate-title">
        {t('activation.prompt.title')}
      </h2>
      <p className="hl-t hl-dimmed" style={{ marginTop: 'var(--mantine-spacing-xs)' }}>
        {t('activation.prompt.intro')}
      </p>
      {/* A plain list ticked by pages.css. */}
      <ul className="hl-checklist">
        <li>{t('activation.prompt.details')}</li>
        <li>{t('activation.prompt.id')}</li>
        <li>{t('activation.prompt.selfie')}</li>
        <li>{t('activation.prompt.account')}</li>
      </ul>
      <p className="hl-t hl-t-sm hl-dimmed" style={{ marginTop: 'var(--mantine-spacing-md)' }}>
        {t('activation.prompt.free')}
      </p>
      <Link to="/activate" className="hl-button" data-tone="red" data-size="md" data-radius="xl" style={{ marginTop: 'var(--mantine-spacing-lg)', alignSelf: 'flex-start' }}>
        {t(started ? 'activation.prompt.continue' : 'activation.prompt.start')}
      </Link>
    </section>
  );
}
