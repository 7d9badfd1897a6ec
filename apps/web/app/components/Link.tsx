// Links as the browser sees them. No page hydrates React, so Remix's <Link> and <NavLink>
// add nothing but their cost on the server: each resolved its `to` against the route and encoded
// a URL on every render, about a quarter of rendering /dash. Every `to` in the app is absolute.
import { useLocation } from '@remix-run/react';
import { forwardRef, type AnchorHTMLAttributes } from 'react';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** An absolute path, with its query if any. */
  to: string;
}

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, ...rest }, ref) {
  return <a ref={ref} href={to} {...rest} />;
});

/**
 * Whether a navigation link is the page's (React Router's NavLink rule): the same path, or with
 * `end` unset a path below it; letters' case ignored.
 */
export function isCurrentPath(to: string, pathname: string, end = false): boolean {
  const target = (to.endsWith('/') && to !== '/' ? to.slice(0, -1) : to).toLowerCase();
  const here = pathname.toLowerCase();
  return here === target || (!end && here.startsWith(target) && here.charAt(target.length) === '/');
}

/** A navigation link marked `aria-current="page"` on its own page. */
export function NavLink({ to, end, ...rest }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  return <Link to={to} aria-current={isCurrentPath(to, pathname, end) ? 'page' : undefined} {...rest} />;
}
