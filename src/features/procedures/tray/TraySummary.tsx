import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { ResumenBandejaResponseResultsItem } from '@generated/main/model';
import { Button } from '@/ui/Button';
import { Tag } from '@/ui/Tag';
import { adminTexts } from '../shared/staffTexts';

interface TraySummaryProps {
  rows: readonly ResumenBandejaResponseResultsItem[];
}

/**
 * The pending requests per type in one line, each type's chip a click away: a dozen chips
 * above the filters pushed the table below the fold at 1280 px (issue 32).
 */
export default function TraySummary({ rows }: TraySummaryProps) {
  const [open, setOpen] = useState(false);
  const chipsId = useId();
  const pending = rows.reduce((sum, row) => sum + row.pendientes, 0);
  const overdue = rows.reduce((sum, row) => sum + row.vencidos, 0);
  return (
    <Stack component="section" aria-label={adminTexts.summary} spacing={1}>
      <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1 }}>
        <Typography>{adminTexts.summaryLine(pending, rows.length, overdue)}</Typography>
        <Button
          variant="text"
          size="small"
          aria-expanded={open}
          aria-controls={chipsId}
          onClick={() => setOpen(!open)}
        >
          {open ? adminTexts.hideByType : adminTexts.showByType}
        </Button>
      </Stack>
      <Collapse in={open} id={chipsId}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {rows.map((row) => (
            <Tag
              key={row.idTipoTramite}
              size="small"
              color={row.vencidos > 0 ? 'warning' : 'neutral'}
              label={`${row.nombre}: ${row.pendientes}${row.vencidos ? ` (${adminTexts.overdue(row.vencidos)})` : ''}`}
            />
          ))}
        </Stack>
      </Collapse>
    </Stack>
  );
}
