import { lazy } from 'react';

// What the shell's account menu opens, each its own chunk, downloaded when first opened. The shell
// fetches the profile dialog's chunks ahead while home is idle (issue 57), naming its module in
// LAZY_MODULES (src/app/shell/pageChunksMap.ts): the build fails if it moves without that list.
export const ProfileDialog = lazy(() => import('./dialog/ProfileDialog'));
export const CurriculumDialog = lazy(() => import('./cv/CurriculumDialog'));
