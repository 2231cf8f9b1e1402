import CloseIcon from '@mui/icons-material/Close';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useId, type ReactNode } from 'react';
import { modalTexts } from '../texts';
import { LayerContext, layers } from '../theme';
import { useIsActiveModal } from './activeModal';
import { useAfterNextPaint } from '@/lib/scheduling';

export type ModalVariant = 'default' | 'questionnaire' | 'alert';

/** spec §9: 463 px wide, 745 px for questionnaires. */
export const MODAL_MAX_WIDTH: Record<ModalVariant, number> = {
  default: 463,
  questionnaire: 745,
  alert: 463,
};

export interface ModalProps {
  /** Shows the modal (it stays hidden while a modal opened after it is open). */
  open: boolean;
  /** Called by the close button, Escape and a click outside (alerts ignore the click outside). */
  onClose: () => void;
  /** The heading; it names the dialog for screen readers. */
  title: ReactNode;
  /** The body. @default undefined */
  children?: ReactNode;
  /** Buttons under the body, e.g. 'Cancelar' and 'Guardar'. @default undefined */
  actions?: ReactNode;
  /** Width and stacking: 463 px, 745 px for questionnaires; alerts are announced as alertdialog. @default 'default' */
  variant?: ModalVariant;
  /** Shows the 'Cerrar' button in the corner. @default true */
  showClose?: boolean;
  /** Fills the screen under 576 px (sm). @default false */
  fullScreenOnMobile?: boolean;
  /**
   * Called when the closing transition has ended, the dialog gone: what opens another dialog
   * waits for it, so two modals never share the screen reader's view. @default undefined
   */
  onExited?: () => void;
  /**
   * Renders the body only after the dialog's frame has painted, for a body heavy enough to hold
   * the tap's next frame back (a profile with photo, switches and chips). @default false
   */
  bodyAfterPaint?: boolean;
}

/** A dialog of the campus: title, close button, body and actions, one on screen at a time. */
export default function Modal({
  open,
  onClose,
  title,
  children,
  actions,
  variant = 'default',
  showClose = true,
  fullScreenOnMobile = false,
  onExited,
  bodyAfterPaint = false,
}: ModalProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const active = useIsActiveModal(id, open);
  const narrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  const zIndex = variant === 'alert' ? layers.alert : layers.modal;
  const fullScreen = fullScreenOnMobile && narrow;
  const [bodyReady, resetBody] = useAfterNextPaint(bodyAfterPaint && active);
  const showBody = !bodyAfterPaint || bodyReady;

  return (
    <Dialog
      open={active}
      // Hidden under a newer modal, it keeps its state (a half-filled form) until it is closed.
      keepMounted={open}
      onClose={(_, reason) => {
        if (reason !== 'backdropClick' || variant !== 'alert') onClose();
      }}
      role={variant === 'alert' ? 'alertdialog' : 'dialog'}
      aria-labelledby={titleId}
      fullScreen={fullScreen}
      maxWidth={false}
      sx={{ zIndex }}
      slotProps={{
        paper: { sx: { width: '100%', maxWidth: fullScreen ? 'none' : MODAL_MAX_WIDTH[variant] } },
        transition: {
          onExited: () => {
            // Hidden under a newer modal it keeps its body (a half-filled form); closed, the
            // next opening paints its frame first again.
            if (!open) resetBody();
            onExited?.();
          },
        },
      }}
    >
      <LayerContext.Provider value={zIndex}>
        <DialogTitle id={titleId} sx={{ pr: showClose ? 7 : 3 }}>
          {title}
        </DialogTitle>
        {showClose && (
          <IconButton
            aria-label={modalTexts.close}
            onClick={onClose}
            sx={{ position: 'absolute', top: 8, right: 8 }}
          >
            <CloseIcon />
          </IconButton>
        )}
        {children && <DialogContent>{showBody && children}</DialogContent>}
        {actions && <DialogActions sx={{ px: 3, pb: 2 }}>{actions}</DialogActions>}
      </LayerContext.Provider>
    </Dialog>
  );
}
