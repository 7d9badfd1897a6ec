// The identity check on /dash (issue 12, defect 8): its status from the API's KYC catalogue (statement,
// message, colour, icon), the reason after a rejection, and what happens next.
import { translator } from '@halimbawa/domain';
import { Link } from '@remix-run/react';
import { kycNextStep, kycWords, type KycReview } from '~/features/activation/kyc-status';
import { StatusPanel } from '~/features/loans/StatusPanel';
import { useLanguage } from '~/lib/language';
import '~/styles/status.css';

export function KycStatusCard({ review }: { review: KycReview }) {
  const lang = useLanguage();
  const t = translator(lang);
  const words = kycWords(review, lang);
  const next = kycNextStep(review, lang);
  return (
    <StatusPanel
      kind={t('activation.kyc.kind')}
      entry={words}
      status={review.status}
      titleId="kyc-status-title"
      testId="kyc-status"
      details={
        <>
          {words.reason ? (
            <p className="hl-t hl-t-sm" style={{ marginTop: 4 }}>
              {t('activation.kyc.reason', { reason: words.reason })}
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
