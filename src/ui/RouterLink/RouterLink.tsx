import type { ComponentProps } from 'react';
import { Link } from 'react-router';

type RouterLinkProps = Omit<ComponentProps<typeof Link>, 'to'> & { href: string };

/** A client-side link that takes `href` like an anchor, for ui components that render links. */
export default function RouterLink({ href, ...props }: RouterLinkProps) {
  return <Link to={href} {...props} />;
}
