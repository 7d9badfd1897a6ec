// On /dash, under a loan being repaid: the way to a hardship request (/loan/:loanNumber/hardship).
import { Link } from '~/components/Link';
import { useT } from '~/lib/language';

const REPAYING = ['DISBURSED', 'OVERDUE'];

export function HardshipLink({ loan }: { loan: { loanNumber: string; status: string } }) {
  const t = useT();
  if (!REPAYING.includes(loan.status)) return null;
  return (
    <p className="hl-t hl-t-sm">
      <Link to={`/loan/${loan.loanNumber}/hardship`} data-testid="hardship-link">
        {t('hardship.link')}
      </Link>
    </p>
  );
}
