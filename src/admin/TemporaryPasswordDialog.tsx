import type { ClaveTemporal } from '@generated/main/model';
import OneTimeSecretDialog from './OneTimeSecretDialog';

const texts = {
  title: 'Clave temporal',
  shown: (usuario: string) =>
    `Entrega esta clave a ${usuario}. No se volverá a mostrar y no queda guardada en ningún lugar.`,
} as const;

/** A temporary password (a user's reset, a new generic account), shown this once. */
export default function TemporaryPasswordDialog(props: {
  shown: ClaveTemporal;
  onClose: () => void;
}) {
  const { shown, onClose } = props;
  return (
    <OneTimeSecretDialog
      title={texts.title}
      explanation={texts.shown(shown.usuario)}
      secret={shown.claveTemporal}
      onClose={onClose}
    />
  );
}
