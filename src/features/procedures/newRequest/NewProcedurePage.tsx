import Catalogue from '../shared/Catalogue';
import StudentTabs from '../shared/StudentTabs';
import { useStudentAudience } from '../shared/useStudentAudience';

/** /estudiantes/tramites/{programa-de-estudios|extension}/nuevo: the procedures to start. */
export default function NewProcedurePage() {
  const { audience, routes } = useStudentAudience();
  return (
    <StudentTabs tab="nuevo">
      <Catalogue
        audience={audience}
        hrefOf={(tipo) => routes.tipo.getHref({ slug: tipo.slug, id: tipo.idTipoTramite })}
      />
    </StudentTabs>
  );
}
