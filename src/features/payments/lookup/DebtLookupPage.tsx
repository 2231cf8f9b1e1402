import type { DeudaPublicaResponseResults } from '@generated/main/model';
import { useLocation, useNavigate, useParams } from 'react-router';
import type { DocumentType } from '@/lib/validation';
import { publicPaths } from '@/routes';
import { PublicCard } from '@/ui/PublicCard';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import DebtAnswer from './DebtAnswer';
import DebtLookupForm from './DebtLookupForm';

const t = texts.lookup;

interface LookupState {
  tipoDocumento: DocumentType;
  result: DeudaPublicaResponseResults;
}

interface DebtLookupPageProps {
  /** Which of the two routes: the form (debt_payment) or the answer (debt_pending). */
  view: 'form' | 'pending';
}

/**
 * /consultar-deuda (debt_payment): anyone, without a session, looks up what a document owes; the
 * answer opens on /consultar-deuda/pendiente/{documento} (debt_pending). Opened from an address
 * alone, the answer's page asks the human check again for that document. One module for both
 * routes: the sign-in entry holds the public bindings, so each lazy page there costs its bytes.
 */
export default function DebtLookupPage({ view }: DebtLookupPageProps) {
  const { documento = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as LookupState | null;
  const answered = view === 'pending' && state?.result;
  const onAnswer = (
    document: { tipoDocumento: DocumentType; numeroDocumento: string },
    result: DeudaPublicaResponseResults,
  ) =>
    navigate(publicPaths.debt_pending.getHref({ documento: document.numeroDocumento }), {
      replace: view === 'pending',
      state: { tipoDocumento: document.tipoDocumento, result },
    });
  return (
    <PublicCard
      title={view === 'pending' ? t.pendingTitle : t.title}
      intro={view === 'form' ? t.intro : undefined}
    >
      {answered ? (
        <>
          <DebtAnswer result={state.result} />
          <RouterLink href={publicPaths.debt_payment.getHref()}>{t.again}</RouterLink>
        </>
      ) : (
        <>
          <DebtLookupForm
            initial={
              view === 'pending' ? { tipoDocumento: 'DNI', numeroDocumento: documento } : undefined
            }
            onAnswer={onAnswer}
          />
          <RouterLink href={publicPaths.login.getHref()}>{t.login}</RouterLink>
        </>
      )}
    </PublicCard>
  );
}
