// The member area's navigation (docs/product.md §2 Shell): a side bar on wide screens and a bottom bar below
// 768px (app.css .hl-dash / .hl-dash-nav): Dashboard (not 'Home', which is the public site's), Wallet,
// Support, Settings, Log out (a POST form, worded as in the header); above the page, the link to the
// notifications with the count of unread ones when the page loaded it.
import { Form } from '@remix-run/react';
import { NavLink } from '~/components/Link';
import type { ReactNode } from 'react';
import { CsrfInput } from '~/components/CsrfInput';
import { UnreadLink } from '~/features/notifications/UnreadLink';
import { useT } from '~/lib/language';

function Icon({ d }: { d: string }) {
  return (
    <svg className="hl-dash-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path fill="currentColor" d={d} />
    </svg>
  );
}

const HOME = 'M10 20v-6h4v6h5v-8h3L12 3 2 12h3v8z';
const WALLET =
  'M21 18v1a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2v1h-9a2 2 0 0 0-2 2v8a2 2 0 0 0 2 2zm-9-2h10V8H12zm4-2.5a1.5 1.5 0 1 1 0-3 1.5 1.5 0 0 1 0 3';
const SETTINGS =
  'M19.14 12.94a7.1 7.1 0 0 0 0-1.88l2.03-1.58-1.92-3.32-2.39.96a7 7 0 0 0-1.63-.94L14.87 3.6h-3.84l-.36 2.58c-.59.24-1.13.55-1.63.94l-2.39-.96-1.92 3.32 2.03 1.58a7.1 7.1 0 0 0 0 1.88l-2.03 1.58 1.92 3.32 2.39-.96c.5.39 1.04.7 1.63.94l.36 2.58h3.84l.36-2.58c.59-.24 1.13-.55 1.63-.94l2.39.96 1.92-3.32zM12.95 15.5a3.5 3.5 0 1 1 0-7 3.5 3.5 0 0 1 0 7';
const SUPPORT =
  'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20m1 17h-2v-2h2zm2.07-7.75-.9.92C13.45 12.9 13 13.5 13 15h-2v-.5a4 4 0 0 1 1.17-2.83l1.24-1.26A1.99 1.99 0 0 0 12 7a2 2 0 0 0-2 2H8a4 4 0 1 1 8 0c0 .88-.36 1.68-.93 2.25';
const SIGN_OUT = 'M10.09 15.59 11.5 17l5-5-5-5-1.41 1.41L12.67 11H3v2h9.67zM19 3H5a2 2 0 0 0-2 2v4h2V5h14v14H5v-4H3v4a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2V5a2 2 0 0 0-2-2';

export function MemberFrame({ children }: { children: ReactNode }) {
  const t = useT();
  return (
    <div className="hl-dash">
      <nav className="hl-dash-nav" aria-label={t('shell.memberNav')}>
        <ul>
          <li>
            <NavLink to="/dash">
              <Icon d={HOME} />
              {t('shell.dashboard')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/wallet">
              <Icon d={WALLET} />
              {t('shell.wallet')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/support">
              <Icon d={SUPPORT} />
              {t('shell.support')}
            </NavLink>
          </li>
          <li>
            <NavLink to="/settings">
              <Icon d={SETTINGS} />
              {t('shell.settings')}
            </NavLink>
          </li>
          <li>
            <Form method="post" action="/logout">
              <CsrfInput />
              <button type="submit">
                <Icon d={SIGN_OUT} />
                {t('shell.logOut')}
              </button>
            </Form>
          </li>
        </ul>
      </nav>
      <div>
        <UnreadLink />
        {children}
      </div>
    </div>
  );
}
