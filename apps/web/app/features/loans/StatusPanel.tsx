// The card a status is shown in (a loan's, the identity check's, a withdrawal's): a border and an icon
// in the status colour, the kind of status, the statement as the heading and the message, all from a
// catalogue entry. Plain elements with styles/status.css: Mantine's components cost server time.
import type { StatusColour, StatusIcon } from '@halimbawa/domain';
import type { CSSProperties, ReactNode } from 'react';
import { STATUS_COLOUR, StatusIconSvg } from '~/features/loans/StatusIcon';
import '~/styles/status.css';

export interface StatusPanelProps {
  /** 'Loan Status', 'Identity check'. */
  kind: string;
  entry: { statement: string; message: string; colour: StatusColour; icon: StatusIcon };
  /** The status code, as data-status. */
  status: string;
  titleId: string;
  testId: string;
  headingOrder?: 2 | 3;
  /** Under the message, beside the icon (a reason, what happens next). */
  details?: ReactNode;
  /** Below (facts, actions). */
  children?: ReactNode;
}

/** The status colour's shades for status.css (Mantine's, by name). */
function toneOf(colour: string): CSSProperties {
  const v = (shade: string) => `var(--mantine-color-${colour}-${shade})`;
  return { '--hl-tone-6': v('6'), '--hl-tone-9': v('9'), '--hl-tone-light': v('light'), '--hl-tone-light-color': v('light-color') } as CSSProperties;
}

export function StatusPanel({ kind, entry, status, titleId, testId, headingOrder = 2, details, children }: StatusPanelProps) {
  const Heading = headingOrder === 2 ? 'h2' : 'h3';
  return (
    <section
      className="hl-card hl-status"
      style={toneOf(STATUS_COLOUR[entry.colour] ?? 'blue')}
      aria-labelledby={titleId}
      data-testid={testId}
      data-status={status}
    >
      <p className="hl-t hl-t-xs hl-dimmed hl-status-kind">
        {kind}
      </p>
      <div className="hl-status-head" style={children ? { marginBottom: 'var(--mantine-spacing-md)' } : undefined}>
        <div className="hl-status-icon">
          <StatusIconSvg icon={entry.icon} />
        </div>
        <div>
          <Heading className="hl-h hl-status-statement" id={titleId} data-testid={`${testId}-statement`}>
            {entry.statement}
          </Heading>
          <p className="hl-t" style={{ marginTop: 4 }} data-testid={`${testId}-message`}>
            {entry.message}
          </p>
          {details}
        </div>
      </div>
      {children}
    </section>
  );
}
