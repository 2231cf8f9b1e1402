import type { DeudaPublicaResponseResults } from '@generated/main/model';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import type { DocumentType } from '@/lib/validation';
import { publicPaths } from '@/routes';
import { PublicCard } from '@/ui/PublicCard';
import { RouterLink } from '@/ui/RouterLink';
import { texts } from '../texts';
import DebtAnswer from './DebtAnswer';
import DebtLookupForm from './DebtLookupForm';

const t = texts.lookup;

/** What the page keeps in the history entry, never in the address (issue 54). */
interface LookupState {
  /** The document an address named (debt_pending), to fill the form in. */
  prefill?: { tipoDocumento: DocumentType; numeroDocumento: string };
  /** The last answer, shown instead of the form. */
  result?: DeudaPublicaResponseResults;
}

interface DebtLookupPageProps {
  /** Which of the two routes: the form (debt_payment) or an address naming a document (debt_pending). */
  view: 'form' | 'pending';
}

/**
 * /consultar-deuda (debt_payment): anyone, without a session, looks up what a document owes. The
 * answer shows on the same address: a document number in the address or the tab title would stay
 * in the browser's history and the servers' logs (issue 54). An address that names one
 * (/consultar-deuda/pendiente/{documento}, debt_pending) is replaced by the form's, the number
 * kept only to fill the form in, which does the proof of work. One module for both routes: the
 * sign-in entry holds the public bindings, so each lazy page there costs its bytes.
 */
export default function DebtLookupPage({ view }: DebtLookupPageProps) {
  const { documento = '' } = useParams();
  const navigate = useNavigate();
  const state = useLocation().state as LookupState | null;
  if (view === 'pending') {
    const prefill = { tipoDocumento: 'DNI' as const, numeroDocumento: documento };
    return <Navigate to={publicPaths.debt_payment.getHref()} replace state={{ prefill }} />;
  }
  const onAnswer = (
    _document: { tipoDocumento: DocumentType; numeroDocumento: string },
    result: DeudaPublicaResponseResults,
  ) => navigate(publicPaths.debt_payment.getHref(), { state: { result } });
  const result = state?.result;
  return (
    <PublicCard title={result ? t.pendingTitle : t.title} intro={result ? undefined : t.intro}>
      {result ? (
        <>
          <DebtAnswer result={result} />
          <RouterLink href={publicPaths.debt_payment.getHref()}>{t.again}</RouterLink>
        </>
      ) : (
        <>
          <DebtLookupForm initial={state?.prefill} onAnswer={onAnswer} />
          <RouterLink href={publicPaths.login.getHref()}>{t.login}</RouterLink>
        </>
      )}
    </PublicCard>
  );
}
