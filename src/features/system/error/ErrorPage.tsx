import { HOME_PATH } from '@/routes';
import { SystemMessage } from '@/ui/SystemMessage';
import { texts } from '../texts';

/** /error: where unknown paths land (spec §2). */
export default function ErrorPage() {
  return (
    <SystemMessage title={texts.notFoundTitle} detail={texts.notFoundDetail} homeHref={HOME_PATH} />
  );
}
