import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { paths } from '@/routes';
import { RouterLink } from '@/ui/RouterLink';
import { Tag } from '@/ui/Tag';
import { texts } from '../texts';

const t = texts.phone;

interface PhoneSummaryProps {
  phone: string | null;
  verified: boolean;
  /** Called before leaving for /actualizar-telefono (a dialog closes itself). */
  onLeave?: () => void;
}

/** The phone on record, whether it was verified by SMS, and the way to change or verify it. */
export default function PhoneSummary({ phone, verified, onLeave }: PhoneSummaryProps) {
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Typography sx={{ fontWeight: 600 }}>{phone ?? t.none}</Typography>
      {phone && (
        <Tag
          size="small"
          color={verified ? 'success' : 'warning'}
          label={verified ? t.verified : t.unverified}
        />
      )}
      <Button
        component={RouterLink}
        href={paths.actualizar_telefono.getHref()}
        onClick={onLeave}
        size="small"
        variant={verified ? 'text' : 'outlined'}
      >
        {phone && !verified ? t.verify : t.change}
      </Button>
    </Stack>
  );
}
