import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import MailOutlined from '@mui/icons-material/MailOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import type { SvgIconComponent } from '@mui/icons-material';
import type { ToastIconName } from '@/lib/toast';

/** The icons a toast can name (the store stays free of React). */
export const toastIcons: Record<ToastIconName, SvgIconComponent> = {
  notification: NotificationsOutlined,
  mail: MailOutlined,
  calendar: CalendarMonthOutlined,
  document: DescriptionOutlined,
  check: CheckCircleOutlined,
};
