// The identity check on /dash (issue 12, defect 8): its status from the API's KYC catalogue (statement,
// message, colour, icon), the reason after a rejection, and what happens next.
import { Button, Text } from '@mantine/core';
import { Link } from '@remix-run/react';
import { kycNextStep, type KycReview } from '~/features/activation/kyc-status';
import { StatusPanel } from '~/features/loans/StatusPanel';

export function KycStatusCard({ review }: { review: KycReview }) {
  const next = kycNextStep(review);
  return (
    <StatusPanel
      kind="Identity check"
      entry={review}
      status={review.status}
      titleId="kyc-status-title"
      testId="kyc-status"
      details={
        <>
          {review.reason ? (
            <Text mt={4} size="sm">
              Reason: {review.reason}
            </Text>
          ) : null}
          <Text mt="sm" size="sm" data-testid="kyc-next">
            <strong>What happens next:</strong> {next.text}
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
