import InstitutionalPage from './InstitutionalPage';

/** /docentes/induccion: the new teacher's induction, step by step. */
export default function InductionPage() {
  return <InstitutionalPage slug="induccion" />;
}
