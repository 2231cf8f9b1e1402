import HomeButton from './HomeButton';
import SystemMessage from './SystemMessage';
import { texts } from './texts';

interface UnderConstructionPageProps {
  /** The route's title from the route table. */
  title: string;
}

/** Stands in for a screen of spec §2 that a later version builds. */
export default function UnderConstructionPage({ title }: UnderConstructionPageProps) {
  return (
    <SystemMessage
      title={title}
      overline={texts.underConstruction}
      detail={texts.underConstructionDetail}
    >
      <HomeButton />
    </SystemMessage>
  );
}
