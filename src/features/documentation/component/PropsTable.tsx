import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PropDoc } from '@/ui/docs';
import { texts } from '../texts';

const code = { fontFamily: 'monospace', fontSize: '0.8125rem' } as const;

/** The "Propiedades" table of a component page. */
export default function PropsTable({ props }: { props: readonly PropDoc[] }) {
  return (
    // Focusable so keyboard users can scroll a table wider than a phone.
    <TableContainer
      tabIndex={0}
      role="region"
      aria-label={texts.propsScroll}
      sx={{ overflowX: 'auto' }}
    >
      <Table size="small" aria-label={texts.props}>
        <TableHead>
          <TableRow>
            <TableCell>{texts.propName}</TableCell>
            <TableCell>{texts.propType}</TableCell>
            <TableCell>{texts.propDefault}</TableCell>
            <TableCell>{texts.propDescription}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.map((prop) => (
            <TableRow key={prop.name}>
              <TableCell component="th" scope="row" sx={code}>
                {prop.name}
              </TableCell>
              <TableCell sx={code}>{prop.type}</TableCell>
              <TableCell sx={code}>{prop.default ?? '—'}</TableCell>
              <TableCell>
                <Typography variant="body2">{prop.description}</Typography>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
