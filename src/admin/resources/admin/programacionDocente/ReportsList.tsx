import ProcessList from './ProcessList';

/** /admin/programacion-docente/reporteria: the processes, each opening its report. */
export default function ReportsList() {
  return <ProcessList reports />;
}
