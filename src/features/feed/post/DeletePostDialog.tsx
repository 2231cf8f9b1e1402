import { useEliminarPublicacion } from '@generated/main/endpoints/publicacion/publicacion';
import type { Publicacion } from '@generated/main/model';
import { notifySuccess } from '@/lib/http';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { texts } from '../texts';

/** spec §5: the confirmation before a post is deleted for good; a failure leaves it open. */
export default function DeletePostDialog({
  post,
  onClose,
}: {
  post: Publicacion;
  onClose: () => void;
}) {
  const remove = useEliminarPublicacion();
  const confirm = () => {
    if (remove.isPending) return;
    remove.mutate(
      { params: { id: post.idPublicacion } },
      {
        onSuccess: (response) => {
          notifySuccess(response);
          onClose();
        },
      },
    );
  };
  return (
    <Modal
      open
      variant="alert"
      onClose={onClose}
      title={texts.deleteTitle}
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={remove.isPending}>
            {texts.cancel}
          </Button>
          <Button onClick={confirm} loading={remove.isPending}>
            {texts.confirmDelete}
          </Button>
        </>
      }
    >
      {texts.deleteConfirm}
    </Modal>
  );
}
