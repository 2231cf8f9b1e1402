import { useConfirmarAsistenciaSae } from '@generated/main/endpoints/sae/sae';
import { notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { texts } from '../texts';

/**
 * Confirms the student will attend an interview, once however often it is clicked; the cases are
 * read again (the contract's invalidation), so the interview moves to the history.
 */
export default function ConfirmAttendanceButton({ idAccion }: { idAccion: number }) {
  const confirm = useConfirmarAsistenciaSae();
  return (
    <div>
      <Button
        loading={confirm.isPending}
        onClick={() => {
          if (!confirm.isPending) confirm.mutate({ idAccion }, { onSuccess: notifySuccess });
        }}
      >
        {texts.pending.confirm}
      </Button>
    </div>
  );
}
