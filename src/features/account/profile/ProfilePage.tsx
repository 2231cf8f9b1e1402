import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCapitalizeName } from '@/lib/text';
import { PageHeader } from '@/ui/PageHeader';
import { QueryState } from '@/ui/QueryState';
import { Skeleton } from '@/ui/Skeleton';
import PhoneSummary from '../shared/PhoneSummary';
import PhotoSection from '../shared/PhotoSection';
import PrivacySwitches from '../shared/PrivacySwitches';
import { useMyProfile } from '../shared/useMyProfile';
import { texts } from '../texts';
import ContactForm from './ContactForm';
import PersonalData from './PersonalData';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={2}>
        <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {title}
        </Typography>
        {children}
      </Stack>
    </Paper>
  );
}

/** /mi-cuenta (students, the new profile of spec §6): photo, personal data, contact, privacy. */
export default function ProfilePage() {
  const profile = useMyProfile();
  const capitalize = useCapitalizeName();
  return (
    <Stack spacing={3} sx={{ maxWidth: 960, mx: 'auto', width: '100%' }}>
      <PageHeader title={texts.profile.title} intro={texts.profile.intro} />
      <QueryState
        query={profile}
        loadError={texts.profile.loadError}
        skeleton={<Skeleton variant="rectangular" height={320} />}
      >
        {(perfil) => (
          <Stack
            direction={{ xs: 'column', md: 'row' }}
            spacing={3}
            sx={{ alignItems: 'flex-start' }}
          >
            <Paper variant="outlined" sx={{ p: 3, width: { xs: '100%', md: 280 }, flexShrink: 0 }}>
              <Stack spacing={1} sx={{ alignItems: 'center', textAlign: 'center' }}>
                <PhotoSection photo={perfil.photo} />
                <Typography sx={{ fontWeight: 700 }}>
                  {capitalize(perfil.nombreCompleto)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {perfil.codigoUsuario}
                </Typography>
              </Stack>
            </Paper>
            <Stack spacing={3} sx={{ flex: 1, minWidth: 0, width: '100%' }}>
              <Section id="mi-cuenta-personales" title={texts.personal.title}>
                <PersonalData perfil={perfil} />
              </Section>
              <Section id="mi-cuenta-celular" title={texts.phone.title}>
                <PhoneSummary phone={perfil.phone} verified={perfil.phoneVerified} />
              </Section>
              <Section id="mi-cuenta-contacto" title={texts.contact.title}>
                <ContactForm perfil={perfil} />
              </Section>
              <Section id="mi-cuenta-privacidad" title={texts.privacy.title}>
                <PrivacySwitches
                  audience="alumno"
                  saved={{ showPhone: perfil.showPhone, showEmail: perfil.showEmail }}
                />
              </Section>
            </Stack>
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
