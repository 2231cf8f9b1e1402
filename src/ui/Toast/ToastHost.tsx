import CloseIcon from '@mui/icons-material/Close';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { toast, useToasts, type Toast, type ToastPosition } from '@/lib/toast';
import { toastTexts } from '../texts';
import { layers } from '../theme';
import { toastIcons } from './toastIcons';

const origin = (position: ToastPosition): SnackbarOrigin => {
  const [vertical, horizontal] = position.split('-') as [
    SnackbarOrigin['vertical'],
    'left' | 'center' | 'right',
  ];
  return { vertical, horizontal };
};

const placement = ({ vertical, horizontal }: SnackbarOrigin) => ({
  [vertical]: 16,
  ...(horizontal === 'center'
    ? { left: '50%', transform: 'translateX(-50%)' }
    : { [horizontal]: 16 }),
});

/** Errors and warnings interrupt (role alert); success and info wait their turn (role status). */
const ariaRoleOf = (type: Toast['type']) =>
  type === 'error' || type === 'warning' ? 'alert' : 'status';

// MUI's Alert drops its close button when given an action, so a toast with a button draws both.
function ToastActions({ item }: { item: Toast }) {
  return (
    <>
      <Button
        color="inherit"
        size="small"
        onClick={() => {
          item.onButton?.();
          toast.dismiss(item.id);
        }}
      >
        {item.buttonText}
      </Button>
      <IconButton
        color="inherit"
        size="small"
        aria-label={toastTexts.close}
        onClick={() => toast.dismiss(item.id)}
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </>
  );
}

const iconOf = (item: Toast) => {
  const Icon = item.icon && toastIcons[item.icon];
  return Icon ? <Icon fontSize="inherit" /> : undefined;
};

/** Shows the toasts of `@/lib/toast`, one stack per position, each closing after its life. */
export default function ToastHost() {
  const toasts = useToasts();
  const positions = [...new Set(toasts.map((item) => item.position))];

  return positions.map((position) => {
    const anchor = origin(position);
    return (
      <Stack
        key={position}
        component="section"
        aria-label={toastTexts.region[position]}
        spacing={1}
        sx={{
          position: 'fixed',
          zIndex: layers.toast,
          width: { xs: 'calc(100% - 32px)', sm: 'auto' },
          maxWidth: 480,
          ...placement(anchor),
        }}
      >
        {toasts
          .filter((item) => item.position === position)
          .map((item) => (
            <Snackbar
              key={item.id}
              open
              anchorOrigin={anchor}
              autoHideDuration={item.life}
              onClose={(_, reason) => {
                if (reason !== 'clickaway') toast.dismiss(item.id);
              }}
              sx={{ position: 'static', transform: 'none' }}
            >
              <Alert
                severity={item.type}
                role={ariaRoleOf(item.type)}
                icon={iconOf(item)}
                closeText={toastTexts.close}
                onClose={() => toast.dismiss(item.id)}
                action={item.buttonText ? <ToastActions item={item} /> : undefined}
                sx={{ width: '100%', boxShadow: 3, alignItems: 'center' }}
              >
                {item.detail}
              </Alert>
            </Snackbar>
          ))}
      </Stack>
    );
  });
}
