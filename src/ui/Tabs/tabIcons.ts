import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ListAltOutlined from '@mui/icons-material/ListAltOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The icons a tab can name by `iconName`. */
export const tabIcons = {
  book: MenuBookOutlined,
  calendar: CalendarMonthOutlined,
  list: ListAltOutlined,
  notifications: NotificationsOutlined,
  person: PersonOutlined,
  school: SchoolOutlined,
  settings: SettingsOutlined,
} satisfies Record<string, SvgIconComponent>;

export type TabIconName = keyof typeof tabIcons;
