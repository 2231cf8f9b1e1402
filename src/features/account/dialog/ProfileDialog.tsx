import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { roleOf, useSession } from '@/lib/session';
import { useCapitalizeName } from '@/lib/text';
import { Modal } from '@/ui/Modal';
import { QueryState } from '@/ui/QueryState';
import InfoList from '../shared/InfoList';
import PhoneSummary from '../shared/PhoneSummary';
import PhotoSection from '../shared/PhotoSection';
import PrivacySwitches from '../shared/PrivacySwitches';
import { useMyProfile } from '../shared/useMyProfile';
import { texts } from '../texts';

interface ProfileDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * 'Perfil' for teachers and staff, whose new profile is off (spec §6): their photo (which they
 * may change), their data read-only with who changes it, their phone check and, for teachers,
 * the privacy switches.
 */
export default function ProfileDialog({ open, onClose }: ProfileDialogProps) {
  const { user } = useSession();
  const profile = useMyProfile();
  const capitalize = useCapitalizeName();
  const none = texts.personal.none;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={texts.dialog.title}
      variant="questionnaire"
      bodyAfterPaint
    >
      <QueryState query={profile} loadError={texts.profile.loadError}>
        {(perfil) => (
          <Stack spacing={2.5}>
            <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
              <PhotoSection photo={perfil.photo} />
              <Typography sx={{ fontWeight: 700 }}>{capitalize(perfil.nombreCompleto)}</Typography>
            </Stack>
            <InfoList
              items={[
                { label: texts.personal.code, value: perfil.codigoUsuario },
                {
                  label: texts.personal.document,
                  value: perfil.numeroDocumento
                    ? `${perfil.tipoDocumento ?? ''} ${perfil.numeroDocumento}`.trim()
                    : none,
                },
                {
                  label: texts.personal.institutionalEmail,
                  value: perfil.institutionalEmail ?? none,
                },
                { label: texts.contact.email, value: perfil.email ?? none },
                { label: texts.contact.address, value: perfil.address ?? none },
              ]}
            />
            <Typography variant="body2" color="text.secondary">
              {texts.dialog.readOnly}
            </Typography>
            <Divider />
            <Stack spacing={1}>
              <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                {texts.phone.title}
              </Typography>
              <PhoneSummary
                phone={perfil.phone}
                verified={perfil.phoneVerified}
                onLeave={onClose}
              />
            </Stack>
            {roleOf(user) === 'teacher' && (
              <>
                <Divider />
                <Stack spacing={1}>
                  <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
                    {texts.privacy.title}
                  </Typography>
                  <PrivacySwitches
                    audience="docente"
                    saved={{ showPhone: perfil.showPhone, showEmail: perfil.showEmail }}
                  />
                </Stack>
              </>
            )}
          </Stack>
        )}
      </QueryState>
    </Modal>
  );
}
