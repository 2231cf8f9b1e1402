import Button from '@mui/material/Button';
import { roleOf, useSession } from '@/lib/session';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import { accountHref } from './accountHref';

/** The way back from the phone check to where the account is kept. */
export default function BackToAccount() {
  const { user } = useSession();
  const role = roleOf(user);
  return (
    <div>
      <Button component={RouterLink} href={accountHref(role)} variant="text">
        {role === 'student' ? texts.updatePhone.back : texts.confirmPhone.home}
      </Button>
    </div>
  );
}
