import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AutoStoriesOutlined from '@mui/icons-material/AutoStoriesOutlined';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import LeaderboardOutlined from '@mui/icons-material/LeaderboardOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import TrendingUpOutlined from '@mui/icons-material/TrendingUpOutlined';
import WorkspacePremiumOutlined from '@mui/icons-material/WorkspacePremiumOutlined';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import CastForEducationOutlined from '@mui/icons-material/CastForEducationOutlined';
import DashboardOutlined from '@mui/icons-material/DashboardOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import FolderCopyOutlined from '@mui/icons-material/FolderCopyOutlined';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import GradingOutlined from '@mui/icons-material/GradingOutlined';
import GroupsOutlined from '@mui/icons-material/GroupsOutlined';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import LibraryBooksOutlined from '@mui/icons-material/LibraryBooksOutlined';
import MenuBookOutlined from '@mui/icons-material/MenuBookOutlined';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import OndemandVideoOutlined from '@mui/icons-material/OndemandVideoOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PersonAddAltOutlined from '@mui/icons-material/PersonAddAltOutlined';
import PlaylistAddCheckOutlined from '@mui/icons-material/PlaylistAddCheckOutlined';
import PollOutlined from '@mui/icons-material/PollOutlined';
import PsychologyOutlined from '@mui/icons-material/PsychologyOutlined';
import QuestionAnswerOutlined from '@mui/icons-material/QuestionAnswerOutlined';
import SchoolOutlined from '@mui/icons-material/SchoolOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import SpellcheckOutlined from '@mui/icons-material/SpellcheckOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import TourOutlined from '@mui/icons-material/TourOutlined';
import TuneOutlined from '@mui/icons-material/TuneOutlined';
import VpnKeyOutlined from '@mui/icons-material/VpnKeyOutlined';
import type SvgIcon from '@mui/material/SvgIcon';

type IconComponent = typeof SvgIcon;

/**
 * Icons of the server menu, by the item's `icono` code. None of the sign-in page's icons: one
 * shared would tie the shell to the sign-in chunk, and every home would download that chunk.
 */
export const menuIcons: Record<string, IconComponent> = {
  inicio: HomeOutlined,
  cursos: LibraryBooksOutlined,
  programa: SchoolOutlined,
  curso: MenuBookOutlined,
  avance: TimelineOutlined,
  finalizados: TaskAltOutlined,
  clases: CastForEducationOutlined,
  tramites: AssignmentOutlined,
  firmas: DrawOutlined,
  documentos: FolderCopyOutlined,
  reportes: AssessmentOutlined,
  reporte: DescriptionOutlined,
  disponibilidad: EventAvailableOutlined,
  orientacion: PsychologyOutlined,
  configuracion: SettingsOutlined,
  parametros: TuneOutlined,
  usuarios: PeopleOutlined,
  auditoria: HistoryOutlined,
  nomenclaturas: SpellcheckOutlined,
  panel: DashboardOutlined,
  tablas: TableChartOutlined,
  permisos: VpnKeyOutlined,
  segmentos: GroupsOutlined,
  reglamentos: GavelOutlined,
  genericos: BadgeOutlined,
  credenciales: KeyOutlined,
  notificaciones: NotificationsOutlined,
  referidos: PersonAddAltOutlined,
  tareas: PlaylistAddCheckOutlined,
  tour: TourOutlined,
  tutoriales: OndemandVideoOutlined,
  institucional: AccountBalanceOutlined,
  guia: AutoStoriesOutlined,
  programacion: CalendarMonthOutlined,
  evaluacion: LeaderboardOutlined,
  alerta: FlagOutlined,
  desarrollo: TrendingUpOutlined,
  capacitaciones: WorkspacePremiumOutlined,
  encuestas: PollOutlined,
  notas: GradingOutlined,
  pagos: PaymentsOutlined,
  asistente: QuestionAnswerOutlined,
};

/** Icon shown for codes the app does not know yet. */
export const fallbackMenuIcon: IconComponent = ArticleOutlined;

export const getMenuIcon = (code: string | null | undefined): IconComponent => {
  const key = (code ?? '').trim().toLowerCase();
  return Object.hasOwn(menuIcons, key) ? menuIcons[key] : fallbackMenuIcon;
};
