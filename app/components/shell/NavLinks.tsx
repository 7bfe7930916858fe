import { NavLink } from 'react-router';
import type { NavLink as NavItem } from '../../../server/shell/types';

/** A list of navigation links; React Router marks the current one with aria-current="page". */
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
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink
            to={link.path}
            title={link.title && link.title !== link.name ? link.title : undefined}
            className={({ isActive }) => `${linkClassName ?? ''} ${isActive ? (activeClassName ?? '') : ''}`}
          >
            {link.name}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
