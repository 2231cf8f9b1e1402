import InstitutionalPage from './InstitutionalPage';

/** /docentes/guia-docente: what the institute expects of a teacher through the period. */
export default function TeacherGuidePage() {
  return <InstitutionalPage slug="guia-docente" />;
}
