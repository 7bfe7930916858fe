import type { NavLink as NavItem } from '../../../server/shell/types';
import { discover, usePlainLinks } from '../../lib/plain-links';
import { StaticIsland } from '../ui/StaticIsland';

interface NavItemsProps {
  links: readonly (NavItem & { current: boolean })[];
  linkClassName: string;
  activeClassName: string;
}

/**
 * A list of navigation links, plain <a>s (issue 16, app/lib/plain-links.ts) drawn as a static island
 * (ui/StaticIsland.tsx); the current one is marked with aria-current="page" as a NavLink would.
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
    <StaticIsland
      as="ul"
      name="nav-links"
      component={NavItems}
      props={{
        links: links.map((link) => ({ ...link, current: isCurrent(link.path) })),
        linkClassName: linkClassName ?? '',
        activeClassName: activeClassName ?? '',
      }}
      className={className}
      onClick={onClick}
    />
  );
}

function NavItems({ links, linkClassName, activeClassName }: NavItemsProps) {
  return links.map((link) => (
    <li key={link.path}>
      <a
        href={link.path}
        {...discover(link.path)}
        title={link.title && link.title !== link.name ? link.title : undefined}
        className={`${linkClassName} ${link.current ? activeClassName : ''}`}
        aria-current={link.current ? 'page' : undefined}
      >
        {link.name}
      </a>
    </li>
  ));
}
