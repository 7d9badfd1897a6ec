// The console's frame (docs/product.md, the officer console): a navigation of the console's areas
// (Admin only for admins) beside the page on wide screens and above it below 768px; plain links, so
// it works without JavaScript. The areas' pages are added by their own features.
import type { MessageKey } from '@halimbawa/domain';
import type { ReactNode } from 'react';
import { NavLink } from '~/components/Link';
import type { Member } from '~/lib/api/types';
import { useT } from '~/lib/language';
import { isAdmin, staffRoles } from './staff';

type NavItem = { to: string; label: MessageKey; end?: boolean; adminOnly?: boolean };

export const CONSOLE_NAV: readonly NavItem[] = [
  { to: '/officer', label: 'console.queues', end: true },
  { to: '/officer/search', label: 'console.search' },
  { to: '/officer/collections', label: 'console.collections' },
  { to: '/officer/hardship', label: 'hardship.console.title' },
  { to: '/officer/payments', label: 'console.payments' },
  { to: '/officer/reconciliation', label: 'console.reconciliation' },
  { to: '/officer/reports', label: 'console.reports' },
  { to: '/officer/provisioning', label: 'provisioningPage.nav' },
  { to: '/officer/audit', label: 'console.audit' },
  { to: '/officer/support', label: 'console.support' },
  { to: '/admin', label: 'console.admin', adminOnly: true },
];

/** The compliance officer's console (docs/aml.md): theirs alone, beside none of the loan officers' areas. */
export const COMPLIANCE_NAV: readonly NavItem[] = [
  { to: '/compliance', label: 'compliance.cases', end: true },
  { to: '/compliance/reports', label: 'compliance.reports' },
  { to: '/compliance/members', label: 'compliance.members' },
  { to: '/compliance/lists', label: 'compliance.lists' },
];

export function ConsoleFrame({ member, nav = CONSOLE_NAV, children }: { member: Pick<Member, 'fullName' | 'roles'>; nav?: readonly NavItem[]; children: ReactNode }) {
  const t = useT();
  const admin = isAdmin(member.roles);
  return (
    <div className="hl-console">
      <nav className="hl-console-nav" aria-label={t('console.nav')}>
        <p className="hl-console-who">
          {t('console.signedInAs', { name: member.fullName })}
          <br />
          <span>{staffRoles(member.roles).map((role) => t(`console.role${role}`)).join(', ')}</span>
        </p>
        <ul>
          {nav.filter((item) => admin || !item.adminOnly).map((item) => (
            <li key={item.to}>
              <NavLink to={item.to} end={item.end}>
                {t(item.label)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="hl-console-page">{children}</div>
    </div>
  );
}
