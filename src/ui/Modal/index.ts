export { default as Modal, MODAL_MAX_WIDTH, type ModalProps, type ModalVariant } from './Modal';
export { useLeavePageConfirmation } from './useLeavePageConfirmation';
export { default as ConfirmModal, type ConfirmModalProps } from './ConfirmModal';
export { useDiscardGuard, type DiscardGuard } from './useDiscardGuard';
export { default as HomeAlert, type HomeAlertProps } from './HomeAlert';
