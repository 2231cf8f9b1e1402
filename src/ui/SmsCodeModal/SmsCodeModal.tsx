import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { Modal } from '../Modal';
import { smsCodeTexts } from '../texts';
import CodeInput from './CodeInput';
import { formatCountdown, useCountdown } from './useCountdown';

/** spec §5: the code has 6 digits. */
export const SMS_CODE_LENGTH = 6;
/** spec §9: a new code can be asked for after 59 s. */
export const SMS_RESEND_SECONDS = 59;

const emptyCode = () => Array.from({ length: SMS_CODE_LENGTH }, () => '');

export interface SmsCodeModalProps {
  /** Shows the modal. */
  open: boolean;
  /** Called by the close button and Escape. */
  onClose: () => void;
  /** Called by 'Confirmar' with the 6 digits. */
  onValid: (code: string) => void;
  /** Called by 'Reenviar código'; the countdown starts over. */
  onResend: () => void;
  /**
   * true shows 'El código ingresado es incorrecto. Inténtalo nuevamente.'; a text shows that
   * instead (an expired or locked code). @default false
   */
  error?: boolean | string;
  /** @default 'Código de verificación' */
  title?: string;
  /** Where the code was sent. @default 'Ingresa el código de 6 dígitos que te enviamos por SMS.' */
  description?: ReactNode;
  /** Seconds before 'Reenviar código' appears. @default 59 */
  resendAfter?: number;
}

function SmsCodeForm({
  onValid,
  onResend,
  error,
  description,
  resendAfter,
}: Required<Pick<SmsCodeModalProps, 'onValid' | 'onResend' | 'error' | 'resendAfter'>> & {
  description: ReactNode;
}) {
  const [digits, setDigits] = useState(emptyCode);
  const { remaining, restart } = useCountdown(resendAfter);
  const errorId = useId();
  const complete = digits.every(Boolean);

  return (
    <Stack
      component="form"
      noValidate
      spacing={2}
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onValid(digits.join(''));
      }}
    >
      <Typography>{description}</Typography>
      <CodeInput digits={digits} onChange={setDigits} error={Boolean(error)} errorId={errorId} />
      {error && (
        <Typography id={errorId} role="alert" variant="body2" color="error" align="center">
          {error === true ? smsCodeTexts.wrongCode : error}
        </Typography>
      )}
      <Box sx={{ textAlign: 'center' }}>
        {remaining > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {smsCodeTexts.countdown(formatCountdown(remaining))}
          </Typography>
        ) : (
          <Link
            component="button"
            type="button"
            variant="body2"
            onClick={() => {
              setDigits(emptyCode());
              restart();
              onResend();
            }}
          >
            {smsCodeTexts.resend}
          </Link>
        )}
      </Box>
      <Button type="submit" variant="contained" disabled={!complete} sx={{ alignSelf: 'flex-end' }}>
        {smsCodeTexts.confirm}
      </Button>
    </Stack>
  );
}

/** Asks for the 6-digit code sent by SMS, with a 59 s wait before it can be sent again. */
export default function SmsCodeModal({
  open,
  onClose,
  onValid,
  onResend,
  error = false,
  title = smsCodeTexts.title,
  description = smsCodeTexts.description,
  resendAfter = SMS_RESEND_SECONDS,
}: SmsCodeModalProps) {
  return (
    <Modal open={open} onClose={onClose} title={title}>
      <SmsCodeForm
        onValid={onValid}
        onResend={onResend}
        error={error}
        description={description}
        resendAfter={resendAfter}
      />
    </Modal>
  );
}
