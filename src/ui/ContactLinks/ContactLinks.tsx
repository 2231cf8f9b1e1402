import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export interface ContactLinksProps {
  /** A phone number the person shares, or null. */
  phone: string | null;
  /** An e-mail the person shares, or null. */
  email: string | null;
  /** Said when the person shares neither. @default nothing is shown */
  whenHidden?: string;
}

/** A person's shared phone and e-mail as links that call and write; nothing of what they hide. */
export default function ContactLinks({ phone, email, whenHidden }: ContactLinksProps) {
  if (!phone && !email) {
    return whenHidden ? (
      <Typography variant="body2" color="text.secondary">
        {whenHidden}
      </Typography>
    ) : null;
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ flexWrap: 'wrap', rowGap: 0.5 }}>
      {phone && (
        <Link href={`tel:+51${phone}`} variant="body2">
          {phone}
        </Link>
      )}
      {email && (
        <Link href={`mailto:${email}`} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {email}
        </Link>
      )}
    </Stack>
  );
}
