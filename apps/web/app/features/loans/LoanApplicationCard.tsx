// The loan application on the dashboard of an activated member (SPEC §2 Loan application). This
// issue ships a placeholder; the application form (amount, currency, term, agreement) replaces
// its body in the next issue.
import { Button, Card, Text, Title } from '@mantine/core';
import { Link } from '@remix-run/react';

export function LoanApplicationCard() {
  return (
    <Card withBorder radius="lg" padding="xl" className="hl-dash-card" aria-labelledby="loan-application-title">
      <Title order={2} size="h3" id="loan-application-title">
        Loan application
      </Title>
      <Text mt="xs">
        Your account is activated. Online loan applications open here soon; meanwhile you can work out your monthly
        instalment with the loan calculator.
      </Text>
      <Button component={Link} to="/#calculator" mt="lg" variant="light" radius="xl" style={{ alignSelf: 'flex-start' }}>
        Open the loan calculator
      </Button>
    </Card>
  );
}
