import HomeButton from './HomeButton';
import SystemMessage from './SystemMessage';
import { texts } from './texts';

/** /error: where unknown paths land (spec §2). */
export default function ErrorPage() {
  return (
    <SystemMessage title={texts.notFoundTitle} detail={texts.notFoundDetail}>
      <HomeButton />
    </SystemMessage>
  );
}
