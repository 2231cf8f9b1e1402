import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReglaEvaluada } from '@generated/main/model';
import { texts } from '../../texts';

/** The type's eligibility rules, each met or not with why (checked again when filing). */
export default function Eligibility({ rules }: { rules: readonly ReglaEvaluada[] }) {
  const met = rules.every((rule) => rule.cumple);
  return (
    <Alert severity={met ? 'success' : 'warning'} role="status">
      {met ? texts.eligible : texts.notEligible}
      <List dense disablePadding>
        {rules.map((rule) => (
          <ListItem key={rule.idRequisito} disableGutters>
            <ListItemIcon sx={{ minWidth: 32 }}>
              {rule.cumple ? (
                <CheckCircleOutlined color="success" fontSize="small" aria-hidden />
              ) : (
                <HighlightOffOutlined color="error" fontSize="small" aria-hidden />
              )}
            </ListItemIcon>
            <ListItemText primary={rule.nombre} secondary={rule.mensaje} />
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
