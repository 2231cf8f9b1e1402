import { systemMessageTexts } from '@/ui/texts';
import SystemMessage from './SystemMessage';

interface UnderConstructionProps {
  /** The route's title from the route table. */
  title: string;
  /** Home's address, for the way back. */
  homeHref: string;
}

/** Stands in for a screen of spec §2 that a later version builds. */
export default function UnderConstruction({ title, homeHref }: UnderConstructionProps) {
  return (
    <SystemMessage
      title={title}
      overline={systemMessageTexts.underConstruction}
      detail={systemMessageTexts.underConstructionDetail}
      homeHref={homeHref}
    />
  );
}
