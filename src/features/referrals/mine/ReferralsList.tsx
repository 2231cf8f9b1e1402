import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import type { MiReferido } from '@generated/main/model';
import { formatDate } from '@/lib/dates';
import { QueryState } from '@/ui/QueryState';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import { Skeleton } from '@/ui/Skeleton';
import ReferralStateTag from '../shared/ReferralStateTag';
import { ownReferralsQuery } from '../shared/referralQueries';
import { texts } from '../texts';

const t = texts.mine;

const COLUMNS: readonly TableColumn<MiReferido>[] = [
  {
    id: 'persona',
    header: t.columns.person,
    render: (row) => `${row.nombres} ${row.apellidos}`,
  },
  { id: 'programa', header: t.columns.programme },
  {
    id: 'estado',
    header: t.columns.state,
    render: (row) => <ReferralStateTag estado={row.estado} />,
  },
  { id: 'beneficio', header: t.columns.benefit, render: (row) => row.beneficio ?? t.noBenefit },
  { id: 'registradoEn', header: t.columns.date, render: (row) => formatDate(row.registradoEn) },
];

/** The caller's referrals, newest first, each with its state and the benefit it earned. */
export default function ReferralsList() {
  const query = useQuery(ownReferralsQuery());
  return (
    <QueryState
      query={query}
      loadError={t.loadError}
      skeleton={<Skeleton variant="rectangular" height={200} />}
      isEmpty={({ results }) => results.length === 0}
      empty={<Typography color="text.secondary">{t.empty}</Typography>}
    >
      {({ results }) => (
        <ResponsiveTable
          label={t.listTitle}
          columns={COLUMNS}
          rows={results}
          getRowKey={(row) => row.idReferido}
        />
      )}
    </QueryState>
  );
}
