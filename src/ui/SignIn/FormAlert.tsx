import ErrorOutline from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Box from '@mui/material/Box';

export type FormAlertSeverity = 'error' | 'warning' | 'info';

interface FormAlertProps {
  severity: FormAlertSeverity;
  /** 'status' for notices that inform rather than alarm. @default 'alert' */
  role?: 'alert' | 'status';
  children: string;
}

const ICONS = { error: ErrorOutline, warning: ReportProblemOutlined, info: InfoOutlined };

/**
 * A message above a sign-in form, drawn like MUI's standard Alert (same colours, spacing and
 * icons). MUI's Alert also brings its close button, slots and other variants, which the sign-in
 * pages' budget (170 KB) cannot carry.
 */
export default function FormAlert({ severity, role = 'alert', children }: FormAlertProps) {
  const Icon = ICONS[severity];
  return (
    <Box
      role={role}
      sx={(theme) => {
        const { light, main } = theme.palette[severity];
        const dark = theme.palette.mode === 'dark';
        return {
          ...theme.typography.body2,
          display: 'flex',
          padding: '6px 16px',
          borderRadius: `${theme.shape.borderRadius}px`,
          color: dark ? theme.lighten(light, 0.6) : theme.darken(light, 0.6),
          backgroundColor: dark ? theme.darken(light, 0.9) : theme.lighten(light, 0.9),
          '& > svg': { mr: 1.5, my: '7px', fontSize: 22, opacity: 0.9, color: main },
        };
      }}
    >
      <Icon />
      <Box sx={{ py: 1, minWidth: 0, overflow: 'auto' }}>{children}</Box>
    </Box>
  );
}
