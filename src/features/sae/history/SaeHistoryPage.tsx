import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { CasoSae } from '@generated/main/model';
import { formatLongDate, formatLongDateTime } from '@/lib/dates';
import { ResponsiveTable, type TableColumn } from '@/ui/ResponsiveTable';
import CaseCard from '../shared/CaseCard';
import { caseActions, doneAt, isPending, type CaseAction } from '../shared/caseActions';
import SaePage from '../shared/SaePage';
import { texts } from '../texts';

const t = texts.history;

const ACTION_COLUMNS: readonly TableColumn<CaseAction>[] = [
  {
    id: 'titulo',
    header: t.columns.action,
    render: ({ accion }) => (
      <>
        {accion.titulo}
        {accion.lugar && (
          <Typography variant="body2" color="text.secondary">
            {texts.pending.place(accion.lugar)}
          </Typography>
        )}
      </>
    ),
  },
  { id: 'caso', header: t.columns.case, render: ({ caso }) => caso.motivo },
  {
    id: 'fecha',
    header: t.columns.date,
    // An interview at its hour; a form on the day it was answered.
    render: ({ accion }) =>
      accion.tipo === 'ENTREVISTA'
        ? formatLongDateTime(accion.fecha)
        : formatLongDate(doneAt(accion)),
  },
  {
    id: 'estado',
    header: t.columns.state,
    render: ({ accion }) => texts.actionStates[accion.estado],
  },
];

interface Note {
  key: string;
  caso: string;
  fecha: string;
  autor: string;
  texto: string;
}

const NOTE_COLUMNS: readonly TableColumn<Note>[] = [
  { id: 'fecha', header: t.columns.date, render: (note) => formatLongDate(note.fecha) },
  { id: 'caso', header: t.columns.case },
  { id: 'autor', header: t.columns.author },
  { id: 'texto', header: t.columns.note },
];

const notesOf = (cases: CasoSae[]): Note[] =>
  cases
    .flatMap((caso) =>
      caso.notas.map((nota, index) => ({
        key: `${caso.origen}-${caso.idCaso}-${index}`,
        caso: caso.motivo,
        ...nota,
      })),
    )
    .sort((a, b) => b.fecha.localeCompare(a.fecha));

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack component="section" spacing={1.5} aria-labelledby={id}>
      <Typography id={id} component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const empty = (text: string) => <Typography color="text.secondary">{text}</Typography>;

/** /estudiantes/sae/historial: the actions attended, the tutors' public notes, the closed cases. */
export default function SaeHistoryPage() {
  return (
    <SaePage page="history" title={t.title} intro={t.intro}>
      {(cases) => {
        const done = caseActions(cases)
          .filter((item) => !isPending(item))
          .reverse();
        const notes = notesOf(cases);
        const closed = cases.filter((caso) => caso.estado === 'CERRADO');
        return (
          <>
            <Section id="acciones-atendidas" title={t.actions}>
              {done.length === 0 ? (
                empty(t.noActions)
              ) : (
                <ResponsiveTable
                  label={t.actions}
                  columns={ACTION_COLUMNS}
                  rows={done}
                  getRowKey={({ accion }) => accion.idAccion}
                />
              )}
            </Section>
            <Section id="notas-tutores" title={t.notes}>
              {notes.length === 0 ? (
                empty(t.noNotes)
              ) : (
                <ResponsiveTable
                  label={t.notes}
                  columns={NOTE_COLUMNS}
                  rows={notes}
                  getRowKey={(note) => note.key}
                />
              )}
            </Section>
            <Section id="casos-cerrados" title={t.closedCases}>
              {closed.length === 0 ? (
                empty(t.noClosedCases)
              ) : (
                <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
                  {closed.map((caso) => (
                    <CaseCard key={`${caso.origen}-${caso.idCaso}`} caso={caso} />
                  ))}
                </Stack>
              )}
            </Section>
          </>
        );
      }}
    </SaePage>
  );
}
