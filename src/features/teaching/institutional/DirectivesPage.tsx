import InstitutionalPage from './InstitutionalPage';

/** /docentes/directivas: the directives in force, to download in their latest version. */
export default function DirectivesPage() {
  return <InstitutionalPage slug="directivas" />;
}
