import { useEffect } from 'react';
import { writeStorage } from '@/lib/storage';
import type { ShellData } from './useShellData';

/** Keeps the shell data in the spec §9 local-storage keys, for code that reads them outside React. */
export function usePersistShellData({
  parameters,
  company,
  nomenclature,
  profile,
}: ShellData): void {
  useEffect(() => {
    const list = Object.values(parameters);
    if (list.length > 0) writeStorage('parameters', list);
  }, [parameters]);
  useEffect(() => {
    if (company) writeStorage('company', company);
  }, [company]);
  useEffect(() => {
    if (nomenclature.length > 0) writeStorage('nomenclature', [...nomenclature]);
  }, [nomenclature]);
  useEffect(() => {
    if (profile) writeStorage('profile', profile);
  }, [profile]);
}
