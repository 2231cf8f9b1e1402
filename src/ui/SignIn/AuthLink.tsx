import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';

interface AuthLinkProps {
  to: string;
  children: string;
}

/** A secondary navigation link under the sign-in forms, styled as a text button. */
export default function AuthLink({ to, children }: AuthLinkProps) {
  return (
    <Button component={RouterLink} href={to} variant="text" sx={{ alignSelf: 'center' }}>
      {children}
    </Button>
  );
}
