import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { texts } from '../texts';

/** The procedures an overdue fee blocks (those that ask for no debt), said plainly. */
export default function BlockedProcedures({ names }: { names: readonly string[] }) {
  if (names.length === 0) return <Typography>{texts.late.noneBlocked}</Typography>;
  return (
    <div>
      <Typography id="tramites-bloqueados">{texts.late.blocked}</Typography>
      <Box component="ul" aria-labelledby="tramites-bloqueados" sx={{ m: 0, pl: 3 }}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    </div>
  );
}
