import { Link } from 'react-router';

/** A link within the portal (`to`) or to a place on the same page (`href`, e.g. '#terms'). */
export type ListedLink = { label: string } & ({ to: string } | { href: string });

/** A list of links, one an item, so screen readers announce how many there are. */
export function LinkList({
  links,
  className,
  linkClassName,
}: {
  links: readonly ListedLink[];
  className?: string;
  linkClassName: string;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.label}>
          {'to' in link ? (
            <Link to={link.to} className={linkClassName}>
              {link.label}
            </Link>
          ) : (
            <a href={link.href} className={linkClassName}>
              {link.label}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
