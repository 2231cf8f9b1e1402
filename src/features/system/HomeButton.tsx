import { HOME_PATH } from '@/routes';
import { Button } from '@/ui/Button';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from './texts';

/** 'Volver al inicio': the home page, whoever is signed in. */
export default function HomeButton() {
  return (
    <Button component={RouterLink} href={HOME_PATH}>
      {texts.backHome}
    </Button>
  );
}
