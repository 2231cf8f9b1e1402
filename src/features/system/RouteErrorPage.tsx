import { Button } from '@/ui/Button';
import HomeButton from './HomeButton';
import SystemMessage from './SystemMessage';
import { texts } from './texts';

/** Shown when a page fails to load or render (e.g. its code changed after a new release). */
export default function RouteErrorPage() {
  return (
    <SystemMessage title={texts.crashTitle} detail={texts.crashDetail}>
      <Button variant="secondary" onClick={() => window.location.reload()}>
        {texts.reload}
      </Button>
      <HomeButton />
    </SystemMessage>
  );
}
