import Alert from '@mui/material/Alert';
import Snackbar, { type SnackbarOrigin } from '@mui/material/Snackbar';
import Stack from '@mui/material/Stack';
import { toast, useToasts, type Toast, type ToastPosition } from '@/lib/toast';
import { texts } from './texts';

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

/** Shows the toasts of `@/lib/toast`, stacked by position, each closing after its life. */
export default function ToastHost() {
  const toasts = useToasts();
  const positions = [...new Set(toasts.map((item) => item.position))];

  return positions.map((position) => {
    const anchor = origin(position);
    return (
      <Stack
        key={position}
        spacing={1}
        sx={(theme) => ({
          position: 'fixed',
          zIndex: theme.zIndex.snackbar,
          width: { xs: 'calc(100% - 32px)', sm: 'auto' },
          maxWidth: 480,
          ...placement(anchor),
        })}
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
                closeText={texts.toast.close}
                onClose={() => toast.dismiss(item.id)}
                sx={{ width: '100%', boxShadow: 3 }}
              >
                {item.detail}
              </Alert>
            </Snackbar>
          ))}
      </Stack>
    );
  });
}
