import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

interface AuthLinkProps {
  to: string;
  children: string;
}

/** A secondary navigation link under the sign-in forms, styled as a text button. */
export default function AuthLink({ to, children }: AuthLinkProps) {
  return (
    <Button component={RouterLink} to={to} variant="text" sx={{ alignSelf: 'center' }}>
      {children}
    </Button>
  );
}
