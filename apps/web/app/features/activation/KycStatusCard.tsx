// The identity check on /dash (issue 12, defect 8): its status from the API's KYC catalogue (statement,
// message, colour, icon), the reason after a rejection, and what happens next.
import { statusCatalogues, translator } from '@halimbawa/domain';
import { Button, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { kycNextStep, type KycReview } from '~/features/activation/kyc-status';
import { StatusPanel } from '~/features/loans/StatusPanel';
import { useLanguage } from '~/lib/language';

export function KycStatusCard({ review }: { review: KycReview }) {
  const lang = useLanguage();
  const t = translator(lang);
  const next = kycNextStep(review, lang);
  return (
    <StatusPanel
      kind={t('activation.kyc.kind')}
      // The API words the status in English; the same catalogue entry in the page's language.
      entry={statusCatalogues(lang).kycStatus[review.status]}
      status={review.status}
      titleId="kyc-status-title"
      testId="kyc-status"
      details={
        <>
          {review.reason ? (
            <Text mt={4} size="sm">
              {t('activation.kyc.reason', { reason: review.reasonCode ? t(`apiKyc.reason.${review.reasonCode}`) : review.reason })}
            </Text>
          ) : null}
          <Text mt="sm" size="sm" data-testid="kyc-next">
            <strong>{t('activation.kyc.next')}</strong> {next.text}
          </Text>
          {next.action ? (
            <Button component={Link} to={next.action.to} mt="sm" variant="light">
              {next.action.label}
            </Button>
          ) : null}
        </>
      }
    />
  );
}
