import MailOutlined from '@mui/icons-material/MailOutlined';
import IconButton from '@mui/material/IconButton';
import { Tooltip } from '@/ui/Tooltip';
import { texts } from './texts';

/** Opens the brand's webmail in a new tab. */
export default function MailButton({ webmailUrl }: { webmailUrl: string }) {
  return (
    <Tooltip title={texts.header.mail}>
      <IconButton
        component="a"
        href={webmailUrl}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={texts.header.mail}
      >
        <MailOutlined />
      </IconButton>
    </Tooltip>
  );
}
