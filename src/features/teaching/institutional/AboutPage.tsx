import InstitutionalPage from './InstitutionalPage';

/** /docentes/institucional/conocenos: who the institute is, its mission, vision and values. */
export default function AboutPage() {
  return <InstitutionalPage slug="conocenos" />;
}
