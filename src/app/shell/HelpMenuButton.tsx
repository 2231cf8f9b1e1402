import HelpOutlineOutlined from '@mui/icons-material/HelpOutlineOutlined';
import { Dropdown } from '@/ui/Dropdown';
import { texts } from './texts';

const items = [{ id: 'tour', text: texts.header.helpComingSoon }];

/** Help and news: the guided tour (spec §4 'Tour') is not built yet, and the menu says so. */
export default function HelpMenuButton() {
  return <Dropdown label={texts.header.help} icon={<HelpOutlineOutlined />} items={items} />;
}
