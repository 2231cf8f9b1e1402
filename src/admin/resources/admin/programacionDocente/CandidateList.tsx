import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Loading } from 'react-admin';
import { useListarCandidatosSeccionInfinite } from '@generated/main/endpoints/programacion-docente/programacion-docente';
import type { CandidatosSeccionResponse } from '@generated/main/model';
import { pageByPage } from '@/lib/http/paging';
import { Button } from '@/ui/Button';
import { LoadError } from '@/ui/LoadError';
import CandidateCard from './CandidateCard';
import { texts } from './texts';

/** The best first: a brand may have thousands of teachers, the coordinator reads the top. */
export const CANDIDATES_PAGE_SIZE = 20;

interface CandidateListProps {
  idSeccion: number;
  chosen: string;
  onChoose: (idDocente: string) => void;
}

/**
 * A section's ranked candidates as one radio group, a page at a time: 'Ver más candidatos' adds
 * the next page below, the choice kept.
 */
export default function CandidateList({ idSeccion, chosen, onChoose }: CandidateListProps) {
  const candidates = useListarCandidatosSeccionInfinite(
    idSeccion,
    { tamanoPagina: CANDIDATES_PAGE_SIZE },
    {
      query: {
        ...pageByPage(({ results }: CandidatosSeccionResponse) => ({
          total: results.total,
          pageSize: results.tamanoPagina,
        })),
        meta: { silentError: true },
      },
    },
  );
  const ranked = candidates.data?.pages.flatMap((page) => page.results.candidatos) ?? [];
  const total = candidates.data?.pages[0]?.results.total ?? 0;
  const list = useRef<HTMLDivElement>(null);
  // Where the next page starts: once it arrives the keyboard goes on from its first candidate
  // (the button it was on is gone after the last page).
  const nextFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = nextFrom.current;
    if (from === null || ranked.length <= from) return;
    nextFrom.current = null;
    list.current?.querySelectorAll<HTMLInputElement>('input[type="radio"]')[from]?.focus();
  }, [ranked.length]);
  const loadMore = () => {
    nextFrom.current = ranked.length;
    void candidates.fetchNextPage();
  };

  if (candidates.isPending) return <Loading />;
  return (
    <>
      {candidates.isError && (
        <LoadError message={texts.loadError} onRetry={() => void candidates.refetch()} />
      )}
      {candidates.data && (
        <>
          <RadioGroup
            ref={list}
            aria-label={texts.candidatesLabel}
            value={chosen}
            onChange={(event) => onChoose(event.target.value)}
          >
            <Stack spacing={1}>
              {ranked.map((candidate) => (
                <CandidateCard key={candidate.idDocente} candidate={candidate} />
              ))}
            </Stack>
          </RadioGroup>
          <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
            <Typography role="status" variant="body2" color="text.secondary">
              {texts.candidatesShown(ranked.length, total)}
            </Typography>
            {candidates.hasNextPage && (
              <Button
                variant="secondary"
                onClick={loadMore}
                loading={candidates.isFetchingNextPage}
              >
                {texts.moreCandidates}
              </Button>
            )}
          </Stack>
        </>
      )}
    </>
  );
}
