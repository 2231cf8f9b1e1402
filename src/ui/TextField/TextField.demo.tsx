import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import {
  allowedDomains,
  differentTo,
  disallowedValues,
  email,
  equalTo,
  maxLength,
  maxValue,
  minDate,
  minLength,
  minValue,
  number,
  pattern,
  phone,
  url,
} from '@/lib/validation';
import { toCampusTime } from '@/lib/dates';
import { DemoSection } from '../docs';
import TextField from './TextField';

export { props } from './TextField.props';

const Slot = ({ children }: { children: ReactNode }) => (
  <Box sx={{ width: { xs: '100%', sm: 280 } }}>{children}</Box>
);

function PasswordPair() {
  const [password, setPassword] = useState('');
  return (
    <>
      <Slot>
        <TextField
          label="Nueva contraseña"
          type="password"
          required
          rules={[minLength(8), differentTo('Campus2026')]}
          value={password}
          onChange={setPassword}
          helperText="Mínimo 8 caracteres, sin espacios."
        />
      </Slot>
      <Slot>
        <TextField
          label="Confirmar contraseña"
          type="password"
          required
          rules={[equalTo(password)]}
        />
      </Slot>
    </>
  );
}

function ForcedForm() {
  const [submitted, setSubmitted] = useState(false);
  return (
    <>
      <Slot>
        <TextField label="Nombres" required showErrors={submitted} />
      </Slot>
      <Slot>
        <TextField label="Correo personal" required rules={[email()]} showErrors={submitted} />
      </Slot>
      <Button variant="contained" onClick={() => setSubmitted(true)}>
        Validar formulario
      </Button>
    </>
  );
}

// Parsed like the input's 'YYYY-MM-DD' value: today in Lima, at UTC midnight.
const today = new Date(toCampusTime(Date.now()).format('YYYY-MM-DD'));

export default function TextFieldDemo() {
  return (
    <>
      <DemoSection
        title="Requerido y correo"
        description="El mensaje aparece al salir del campo; solo se muestra la primera regla que falla."
      >
        <Slot>
          <TextField label="Nombres" required />
        </Slot>
        <Slot>
          <TextField
            label="Correo institucional"
            type="email"
            required
            rules={[email(), allowedDomains(['horizonte.edu.pe'])]}
            helperText="Termina en @horizonte.edu.pe"
          />
        </Slot>
        <Slot>
          <TextField label="Usuario" rules={[disallowedValues(['admin', 'root'])]} />
        </Slot>
      </DemoSection>
      <DemoSection
        title="Contraseña"
        description="No acepta espacios y se puede mostrar u ocultar."
      >
        <PasswordPair />
      </DemoSection>
      <DemoSection title="Números y teléfono">
        <Slot>
          <TextField label="Celular" type="tel" inputMode="numeric" rules={[phone()]} />
        </Slot>
        <Slot>
          <TextField
            label="Monto"
            inputMode="decimal"
            startAdornment="S/"
            rules={[number(), minValue(10), maxValue(500)]}
          />
        </Slot>
        <Slot>
          <TextField
            label="Código de alumno"
            rules={[pattern(/^[A-Z]\d{6}$/)]}
            helperText="Ej.: A123456"
          />
        </Slot>
      </DemoSection>
      <DemoSection title="Longitud, enlace y fecha">
        <Slot>
          <TextField
            label="Título"
            rules={[minLength(5), maxLength(40)]}
            maxLength={60}
            showCounter
          />
        </Slot>
        <Slot>
          <TextField label="Enlace del video" type="url" rules={[url()]} />
        </Slot>
        <Slot>
          <TextField label="Fecha de inicio" type="date" rules={[minDate(today)]} />
        </Slot>
      </DemoSection>
      <DemoSection
        title="Validación forzada"
        description="Al enviar, el formulario muestra los mensajes aunque no se haya tocado el campo."
      >
        <ForcedForm />
      </DemoSection>
      <DemoSection title="Deshabilitado y solo lectura">
        <Slot>
          <TextField label="Sede" defaultValue="Sede Central" disabled />
        </Slot>
        <Slot>
          <TextField label="Periodo" defaultValue="2026-I" readOnly />
        </Slot>
      </DemoSection>
    </>
  );
}
