import Typography from '@mui/material/Typography';
import { PARAMETER_KEYS, useParameters } from '@/lib/parameters';

const SAFE_LINK = /^(https?:\/\/|mailto:)/i;

/**
 * The teaching management contact (spec §3 EVA_CorreoGestionDocente: the text in valor, the link
 * in valor2); nothing while the brand has none.
 */
export default function TeachingContact() {
  const { data } = useParameters();
  const contact = data?.[PARAMETER_KEYS.teacherManagementMail];
  if (!contact?.valor.trim()) return null;
  // The link is an admin's text: only a web or mail address becomes one (never `javascript:`).
  const link = contact.valor2 && SAFE_LINK.test(contact.valor2) ? contact.valor2 : null;
  return (
    <Typography variant="body2" color="text.secondary">
      {link ? (
        <a
          href={link}
          target={link.startsWith('http') ? '_blank' : undefined}
          rel="noopener noreferrer"
        >
          {contact.valor}
        </a>
      ) : (
        contact.valor
      )}
    </Typography>
  );
}
