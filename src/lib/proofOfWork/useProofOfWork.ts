import type { Desafio } from '@generated/main/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/http';
import { ProofOfWorkError, solveProofOfWork } from './solveProofOfWork';

/**
 * A public lookup's proof of work (issue 55): `solve()` asks the API for a challenge (through the
 * feature's generated mutation, `ask`) and solves it off the main thread, while `solving` is true;
 * it resolves to the `desafio` the lookup sends. Leaving the page stops the search.
 */
export function useProofOfWork(ask: () => Promise<{ results: Desafio }>) {
  const [solving, setSolving] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);
  const solve = useCallback(async () => {
    running.current?.abort();
    const controller = new AbortController();
    running.current = controller;
    setSolving(true);
    try {
      return await solveProofOfWork((await ask()).results, controller.signal);
    } finally {
      setSolving(false);
    }
  }, [ask]);
  return { solve, solving };
}

/**
 * What to show beside the form when the proof of work did not pass: the API's refusal of the
 * solved challenge (400 on `desafio`), `failed` when the search itself failed here, else null
 * (the error is some other, for the form's usual handling).
 */
export function challengeRefusal(error: unknown, failed: string): string | null {
  if (error instanceof ProofOfWorkError) return failed;
  return (isApiError(error) && error.errors?.desafio?.[0]) || null;
}
