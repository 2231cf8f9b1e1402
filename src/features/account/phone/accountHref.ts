import type { UserRole } from '@/lib/session';
import { paths } from '@/routes';

/** Where "my account" is: /mi-cuenta for students; others keep theirs in a dialog from home. */
export const accountHref = (role: UserRole | null) =>
  role === 'student' ? paths.profile.getHref() : paths.home.getHref();
