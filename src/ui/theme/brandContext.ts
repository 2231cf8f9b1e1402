import { createContext, useContext } from 'react';
import { DEFAULT_BRAND, type BrandCode } from '@/lib/brand/palettes';

export const BrandContext = createContext<BrandCode>(DEFAULT_BRAND);

/** The brand whose palette colours the app (the documentation previews reuse it). */
export const useBrand = (): BrandCode => useContext(BrandContext);
