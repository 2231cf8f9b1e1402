import { lazy } from 'react';

/** The profile dialog's code: the shell fetches it ahead while home is idle (issue 57). */
export const loadProfileDialog = () => import('./dialog/ProfileDialog');

// What the shell's account menu opens, each its own chunk, downloaded when first opened.
export const ProfileDialog = lazy(loadProfileDialog);
export const CurriculumDialog = lazy(() => import('./cv/CurriculumDialog'));
