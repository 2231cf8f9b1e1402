import { startTransition, Suspense, useCallback, useState } from 'react';
import { CurriculumDialog, ProfileDialog } from '@/features/account';
import { NotificationSettingsDialog } from '@/features/notifications';
import type { AccountDialog } from './profileMenuEntries';

// Each its own chunk (lazy in its feature): the shell every page loads does not grow with them;
// one downloads when first opened, then stays mounted to animate out.
const dialogs = {
  profile: ProfileDialog,
  curriculumVitae: CurriculumDialog,
  settings: NotificationSettingsDialog,
} satisfies Record<AccountDialog, unknown>;

/** Which account dialog is open, and which were ever opened (those stay mounted). */
export function useAccountDialogs() {
  const [open, setOpen] = useState<AccountDialog | null>(null);
  const [used, setUsed] = useState<readonly AccountDialog[]>([]);
  const openDialog = useCallback((dialog: AccountDialog) => {
    // A transition: a dialog's first opening waits for its code without committing the empty
    // fallback, after which React held the dialog back until 300 ms past it (its throttle of
    // revealed content). Docente's profile at 4x CPU: 880 -> 704 ms to the next paint (issue 57).
    startTransition(() => {
      setUsed((before) => (before.includes(dialog) ? before : [...before, dialog]));
      setOpen(dialog);
    });
  }, []);
  const close = useCallback(() => setOpen(null), []);
  return { open, used, openDialog, close };
}

interface AccountDialogsProps {
  open: AccountDialog | null;
  used: readonly AccountDialog[];
  onClose: () => void;
}

/** The dialogs the account menu and the bottom bar open (spec §2 profile menu). */
export default function AccountDialogs({ open, used, onClose }: AccountDialogsProps) {
  return (
    <Suspense fallback={null}>
      {used.map((name) => {
        const Dialog = dialogs[name];
        return <Dialog key={name} open={open === name} onClose={onClose} />;
      })}
    </Suspense>
  );
}
