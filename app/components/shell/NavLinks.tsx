import type { NavLink as NavItem } from '../../../server/shell/types';
import { discover, usePlainLinks } from '../../lib/plain-links';

/**
 * A list of navigation links, plain <a>s (issue 16, app/lib/plain-links.ts); the current one is marked with
 * aria-current="page" as a NavLink would.
 */
export function NavLinks({
  links,
  className,
  linkClassName,
  activeClassName,
}: {
  links: readonly NavItem[];
  className?: string;
  linkClassName?: string;
  activeClassName?: string;
}) {
  const { onClick, isCurrent } = usePlainLinks();
  return (
    <ul className={className}>
      {links.map((link) => {
        const current = isCurrent(link.path);
        return (
          <li key={link.path}>
            <a
              href={link.path}
              onClick={onClick}
              {...discover(link.path)}
              title={link.title && link.title !== link.name ? link.title : undefined}
              className={`${linkClassName ?? ''} ${current ? (activeClassName ?? '') : ''}`}
              aria-current={current ? 'page' : undefined}
            >
              {link.name}
            </a>
          </li>
        );
      })}
    </ul>
  );
}
