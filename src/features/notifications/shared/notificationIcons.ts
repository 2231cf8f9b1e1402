import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import CampaignOutlined from '@mui/icons-material/CampaignOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import GradeOutlined from '@mui/icons-material/GradeOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import ScheduleOutlined from '@mui/icons-material/ScheduleOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

/** The server names a notification's icon by code; an unknown code gets the bell. */
const icons: Record<string, SvgIconComponent> = {
  calificacion: GradeOutlined,
  asistencia: EventAvailableOutlined,
  clase: ScheduleOutlined,
  encuesta: PollOutlined,
  tramite: AssignmentOutlined,
  pago: PaymentsOutlined,
  comunicado: CampaignOutlined,
  publicacion: ArticleOutlined,
};

export const notificationIcon = (code: string): SvgIconComponent =>
  icons[code] ?? NotificationsOutlined;
