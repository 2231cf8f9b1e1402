import { lazy } from 'react';

// What the shell's account menu opens, each its own chunk, downloaded when first opened.
export const ProfileDialog = lazy(() => import('./dialog/ProfileDialog'));
export const CurriculumDialog = lazy(() => import('./cv/CurriculumDialog'));
