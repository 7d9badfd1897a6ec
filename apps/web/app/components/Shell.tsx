// The page shell: demo banner, fixed top bar (a <details> menu below 768px, no JavaScript needed)
// and the footer with the company's registration details.
import { LANGUAGES, t as translate } from '@halimbawa/domain';
import { Form, useLocation } from '@remix-run/react';
import { Link, NavLink } from '~/components/Link';
import { languageHref, useLanguage, useT } from '~/lib/language';
import type { Site } from '~/lib/site';
import { CsrfInput } from './CsrfInput';

const NAV = [
  { to: '/', label: 'shell.home', end: true },
  { to: '/hiw', label: 'shell.howItWorks', end: false },
  { to: '/about', label: 'shell.aboutUs', end: false },
  { to: '/contact', label: 'shell.contactUs', end: false },
] as const;

export function DemoBanner({ site }: { site: Site }) {
  const t = useT();
  if (!site.isDemo) return null;
  return (
    // A named section is a landmark: everything on the page sits in one (screen readers list them).
    <section className="hl-demo" aria-label={t('shell.demoNotice')}>
      {t('shell.demo')}
    </section>
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
  const href = languageHref(other, pathname + search + hash);
  return (
    <a href={href} lang={other} hrefLang={other} className={className} rel="alternate">
      {translate(other, 'shell.switchLanguage')}
    </a>
  );
}

function NavItems({ signedIn }: { signedIn: boolean }) {
  const t = useT();
  return (
    <>
      {NAV.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end} className="hl-navlink">
          {t(item.label)}
        </NavLink>
      ))}
      {signedIn ? (
        // A full document POST: signing out drops everything of the member's kept in the page.
        <Form method="post" action="/logout" reloadDocument>
          <CsrfInput />
          <button type="submit" className="hl-pill">
            {t('shell.logOut')}
          </button>
        </Form>
      ) : (
        <Link to="/login" className="hl-pill">
          {t('shell.login')}
        </Link>
      )}
    </>
  );
}

export function SiteHeader({ site, signedIn }: { site: Site; signedIn: boolean }) {
  const t = useT();
  return (
    <header className="hl-header">
      <div className="hl-header-inner">
        <Link to="/" className="hl-brand" aria-label={t('shell.brandHome', { name: site.company.shortName })}>
          <img src={site.company.logoUrl} alt="" width={36} height={36} />
          <span>{site.company.shortName}</span>
        </Link>
        <div className="hl-header-end">
          <nav className="hl-nav hl-nav-wide" aria-label={t('shell.mainNav')}>
            <NavItems signedIn={signedIn} />
          </nav>
          <LanguageLink className="hl-language" />
          <details className="hl-menu">
            <summary>{t('shell.menu')}</summary>
            <nav className="hl-nav" aria-label={t('shell.mainMenu')}>
              <NavItems signedIn={signedIn} />
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}

export function SiteFooter({ site }: { site: Site }) {
  const c = site.company;
  const t = useT();
  return (
    <footer className="hl-footer">
      <div className="hl-footer-inner">
        <section aria-labelledby="footer-company">
          <h2 id="footer-company">{c.name.toUpperCase()}</h2>
          {/* The company's own description, as configured (in English). */}
          <p lang="en">{c.description}</p>
          <ul>
            <li>
              {t('shell.corporateName')} <strong>{c.name}</strong>
            </li>
            <li>
              {t('shell.secRegistration')} <strong>{c.secRegistrationNumber}</strong>
            </li>
            <li>
              {t('shell.certificateOfAuthority')} <strong>{c.certificateOfAuthorityNumber}</strong>
            </li>
            {c.bspRegistrationNumber ? (
              <li>
                {t('shell.bspRegistration')} <strong>{c.bspRegistrationNumber}</strong>
              </li>
            ) : null}
            <li>
              <a href={c.regulatorListUrl} target="_blank" rel="noopener noreferrer">
                {t('shell.secList')}
              </a>
            </li>
            <li lang="en">{c.address}</li>
          </ul>
          <p className="hl-advisory">{t('shell.advisory')}</p>
          <div className="hl-footer-logos">
            <img src={c.logoUrl} alt={t('shell.logoAlt', { name: c.name })} width={40} height={40} />
            <img src="/badge-dpa.svg" alt={t('shell.dpaBadge')} width={120} height={40} />
            <img src="/badge-tila.svg" alt={t('shell.tilaBadge')} width={120} height={40} />
          </div>
        </section>
        <section aria-labelledby="footer-other">
          <h2 id="footer-other">{t('shell.otherInfo')}</h2>
          <ul>
            <li>
              <Link to="/hiw#faq">{t('shell.faq')}</Link>
            </li>
            <li>
              <Link to="/privacy">{t('shell.privacy')}</Link>
            </li>
            <li>
              <Link to="/terms">{t('shell.terms')}</Link>
            </li>
            <li>
              <Link to="/about#careers">{t('shell.careers')}</Link>
            </li>
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{t('shell.contactHeading')}</h2>
          <ul>
            <li>
              <a href={`mailto:${c.supportEmail}`}>{c.supportEmail}</a>
            </li>
            <li>
              <Link to="/about#blog">{t('shell.blog')}</Link>
            </li>
            <li>
              <Link to="/contact#bug-bounty">{t('shell.bugBounty')}</Link>
            </li>
            {c.socialLinks.map((s) => (
              <li key={s.url}>
                <a href={s.url} target="_blank" rel="noopener noreferrer">
                  {t('shell.official', { name: s.name })}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <div className="hl-footer-bottom">
        <LanguageLink /> ·{' '}
        {t('shell.rights', { year: new Date().getFullYear(), name: c.name })}
      </div>
    </footer>
  );
}
