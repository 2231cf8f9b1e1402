import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DemoSection, type PropDoc } from '../docs';
import SmsCodeModal from './SmsCodeModal';

export const props: readonly PropDoc[] = [
  { name: 'open', type: 'boolean', description: 'Muestra el modal.' },
  { name: 'onClose', type: '() => void', description: 'Botón Cerrar o tecla Escape.' },
  {
    name: 'onValid',
    type: '(code: string) => void',
    description: 'Confirmar, con los 6 dígitos; se habilita cuando están completos.',
  },
  {
    name: 'onResend',
    type: '() => void',
    description: 'Reenviar código; la cuenta regresiva vuelve a empezar.',
  },
  {
    name: 'error',
    type: 'boolean',
    default: 'false',
    description: 'Muestra «El código ingresado es incorrecto. Inténtalo nuevamente.»',
  },
  { name: 'title', type: 'string', default: "'Código de verificación'", description: 'Título.' },
  {
    name: 'description',
    type: 'ReactNode',
    default: "'Ingresa el código de 6 dígitos que te enviamos por SMS.'",
    description: 'Indica a dónde se envió el código.',
  },
  {
    name: 'resendAfter',
    type: 'number',
    default: '59',
    description: 'Segundos antes de poder pedir un nuevo código.',
  },
];

/** The demo accepts this code and rejects any other. */
const DEMO_CODE = '123456';

function Example({ label, resendAfter }: { label: string; resendAfter?: number }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState(false);
  const [result, setResult] = useState('');
  return (
    <>
      <Button variant="contained" onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Typography role="status">{result}</Typography>
      <SmsCodeModal
        open={open}
        error={error}
        resendAfter={resendAfter}
        description="Ingresa el código de 6 dígitos que enviamos al celular terminado en 321."
        onClose={() => setOpen(false)}
        onResend={() => {
          setError(false);
          setResult('Te enviamos un nuevo código.');
        }}
        onValid={(code) => {
          setError(code !== DEMO_CODE);
          if (code === DEMO_CODE) {
            setOpen(false);
            setResult('Celular verificado.');
          }
        }}
      />
    </>
  );
}

export default function SmsCodeModalDemo() {
  return (
    <>
      <DemoSection
        title="Verificar celular"
        description={`El código de prueba es ${DEMO_CODE}; cualquier otro muestra el error. Reenviar a los 59 s.`}
      >
        <Example label="Verificar celular" />
      </DemoSection>
      <DemoSection title="Reenvío rápido" description="La misma ventana con 5 s de espera.">
        <Example label="Verificar con reenvío a los 5 s" resendAfter={5} />
      </DemoSection>
    </>
  );
}
