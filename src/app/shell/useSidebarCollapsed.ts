import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '@/lib/storage';

/** The desktop sidebar's collapsed state, kept in local storage across visits. */
export const useSidebarCollapsed = () => {
  const [collapsed, setCollapsed] = useState(() => readStorage('sidebar')?.collapsed ?? false);

  const toggleCollapsed = useCallback(() => {
    writeStorage('sidebar', { collapsed: !collapsed });
    setCollapsed(!collapsed);
  }, [collapsed]);

  return { collapsed, toggleCollapsed };
};
