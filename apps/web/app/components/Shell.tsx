// The page shell: demo banner, fixed top bar (a <details> menu below 768px, no JavaScript needed)
// and the footer with the company's registration details.
import { LANGUAGES, t } from '@halimbawa/domain';
import { Form, Link, NavLink, useLocation } from '@remix-run/react';
import { Suspense, lazy, useState, type MouseEvent, type ReactNode } from 'react';
import { useHydrated } from '~/lib/hooks';
import { useLanguage } from '~/lib/language';
import type { Site } from '~/lib/site';
import { CsrfInput } from './CsrfInput';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/hiw', label: 'How It Works', end: false },
  { to: '/about', label: 'About Us', end: false },
  { to: '/contact', label: 'Contact Us', end: false },
];

export function DemoBanner({ site }: { site: Site }) {
  if (!site.isDemo) return null;
  return (
    <div className="hl-demo" role="note">
      Demo: not a licensed lender
    </div>
  );
}

/**
 * The link to the other language, in that language: a plain GET that sets the `lang` cookie and
 * comes back here (routes/language.tsx), so it works without JavaScript.
 */
export function LanguageLink({ className }: { className?: string }) {
  const lang = useLanguage();
  const { pathname, search, hash } = useLocation();
  const other = LANGUAGES.find((l) => l !== lang) ?? lang;
  const href = `/language?to=${other}&back=${encodeURIComponent(pathname + search + hash)}`;
  return (
    <a href={href} lang={other} hrefLang={other} className={className} rel="alternate">
      {t(other, 'shell.switchLanguage')}
    </a>
  );
}

function NavItems({ signedIn }: { signedIn: boolean }) {
  return (
    <>
      {NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="hl-navlink" prefetch="intent">
          {item.label}
        </NavLink>
      ))}
      {signedIn ? (
        // A full document POST: signing out drops everything of the member's kept in the page.
        <Form method="post" action="/logout" reloadDocument>
          <CsrfInput />
          <button type="submit" className="hl-pill">
            Log out
          </button>
        </Form>
      ) : (
        <Link to="/login" className="hl-pill">
          Login
        </Link>
      )}
    </>
  );
}

export function SiteHeader({ site, signedIn }: { site: Site; signedIn: boolean }) {
  return (
    <header className="hl-header">
      <div className="hl-header-inner">
        <Link to="/" className="hl-brand" aria-label={`${site.company.shortName} home`}>
          <img src={site.company.logoUrl} alt="" width={36} height={36} />
          <span>{site.company.shortName}</span>
        </Link>
        <div className="hl-header-end">
          <nav className="hl-nav hl-nav-wide" aria-label="Main">
            <NavItems signedIn={signedIn} />
          </nav>
          <LanguageLink className="hl-language" />
          <details className="hl-menu">
            <summary>Menu</summary>
            <nav className="hl-nav" aria-label="Main menu">
              <NavItems signedIn={signedIn} />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

const LegalDialog = lazy(() => import('./LegalDialog'));
type LegalDialogName = 'privacy' | 'terms' | null;

/** A footer link that opens its page as a dialog when JavaScript runs, and is a plain link otherwise. */
function DialogLink({ to, children, onOpen }: { to: string; children: ReactNode; onOpen: (e: MouseEvent) => void }) {
  return (
    <Link to={to} onClick={onOpen}>
      {children}
    </Link>
  );
}

export function SiteFooter({ site }: { site: Site }) {
  const c = site.company;
  const hydrated = useHydrated();
  const [dialog, setDialog] = useState<LegalDialogName>(null);
  const open = (which: Exclude<LegalDialogName, null>) => (e: MouseEvent) => {
    if (!hydrated || e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
    e.preventDefault();
    setDialog(which);
  };
  return (
    <footer className="hl-footer">
      <div className="hl-footer-inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{c.name.toUpperCase()}</h2>
          <p>{c.description}</p>
          <ul>
            <li>
              Corporate name: <strong>{c.name}</strong>
            </li>
            <li>
              SEC Registration No.: <strong>{c.secRegistrationNumber}</strong>
            </li>
            <li>
              Certificate of Authority No.: <strong>{c.certificateOfAuthorityNumber}</strong>
            </li>
            {c.bspRegistrationNumber ? (
              <li>
                BSP Registration (OPSCOR) No.: <strong>{c.bspRegistrationNumber}</strong>
              </li>
            ) : null}
            <li>
              <a href={c.regulatorListUrl} target="_blank" rel="noopener noreferrer">
                Check our registration on the SEC list of lending companies
              </a>
            </li>
            <li>{c.address}</li>
          </ul>
          <p className="hl-advisory">Read the Disclosure Statement before you sign for a loan.</p>
          <div className="hl-footer-logos">
            <img src={c.logoUrl} alt={`${c.name} logo`} width={40} height={40} />
            <img src="/badge-dpa.svg" alt="Data Privacy Act compliant data handling" width={120} height={40} />
            <img src="/badge-tila.svg" alt="Truth in Lending disclosure before you sign" width={120} height={40} />
          </div>
        </section>
        <section aria-labelledby="footer-other">
          <h2 id="footer-other">OTHER INFO</h2>
          <ul>
            <li>
              <Link to="/hiw#faq">FAQ</Link>
            </li>
            <li>
              <DialogLink to="/privacy" onOpen={open('privacy')}>
                Privacy
              </DialogLink>
            </li>
            <li>
              <DialogLink to="/terms" onOpen={open('terms')}>
                Terms &amp; Conditions
              </DialogLink>
            </li>
            <li>
              <Link to="/about#careers">Careers</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">CONTACT US</h2>
          <ul>
            <li>
              <a href={`mailto:${c.supportEmail}`}>{c.supportEmail}</a>
            </li>
            <li>
              <Link to="/about#blog">Blog</Link>
            </li>
            <li>
              <Link to="/contact#bug-bounty">Bug Bounty Program</Link>
            </li>
            {c.socialLinks.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {s.name} (official)
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="hl-footer-bottom">
        <LanguageLink /> ·{' '}
        © {new Date().getFullYear()} {c.name}. All rights reserved.
      </div>
      {hydrated && dialog ? (
        <Suspense fallback={null}>
          <LegalDialog which={dialog} site={site} onClose={() => setDialog(null)} />
        </Suspense>
      ) : null}
    </footer>
  );
}
