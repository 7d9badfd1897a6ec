// The identity check on /dash: its status from the API's KYC catalogue (statement,
// message, colour, icon) and the reason after a rejection, both worded by the API in the page's language, and
// what happens next.
import { Link } from '~/components/Link';
import { kycNextStep, type KycReview } from '~/features/activation/kyc-status';
import { StatusPanel } from '~/features/loans/StatusPanel';
import { useLanguage, useT } from '~/lib/language';
import '~/styles/status.css';

export function KycStatusCard({ review }: { review: KycReview }) {
  const lang = useLanguage();
  const t = useT();
  const next = kycNextStep(review, lang);
  return (
    <StatusPanel
      kind={t('activation.kyc.kind')}
      entry={review}
      status={review.status}
      titleId="kyc-status-title"
      testId="kyc-status"
      details={
        <>
          {review.reason ? (
            <p className="hl-t hl-t-sm" style={{ marginTop: 4 }}>
              {t('activation.kyc.reason', { reason: review.reason })}
            </p>
          ) : null}
          <p className="hl-t hl-t-sm" style={{ marginTop: 'var(--mantine-spacing-sm)' }} data-testid="kyc-next">
            <strong>{t('activation.kyc.next')}</strong> {next.text}
          </p>
          {next.action ? (
            <Link to={next.action.to} className="hl-button" data-variant="light" style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
              {next.action.label}
            </Link>
          ) : null}
        </>
      }
    />
  );
}
