export {
  default as SmsCodeModal,
  SMS_CODE_LENGTH,
  SMS_RESEND_SECONDS,
  type SmsCodeModalProps,
} from './SmsCodeModal';
