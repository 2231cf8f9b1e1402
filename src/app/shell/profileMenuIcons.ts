import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import LockResetOutlined from '@mui/icons-material/LockResetOutlined';
import Logout from '@mui/icons-material/Logout';
import MailOutlined from '@mui/icons-material/MailOutlined';
import PersonOutlined from '@mui/icons-material/PersonOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import type SvgIcon from '@mui/material/SvgIcon';
import type { ProfileMenuEntry } from './profileMenuEntries';

export const profileMenuIcons: Record<ProfileMenuEntry['key'], typeof SvgIcon> = {
  profile: PersonOutlined,
  curricularProgress: TimelineOutlined,
  curriculumVitae: BadgeOutlined,
  institutionalMail: MailOutlined,
  settings: SettingsOutlined,
  changePassword: LockResetOutlined,
  logout: Logout,
};
