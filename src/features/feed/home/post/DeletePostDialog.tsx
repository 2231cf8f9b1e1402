import { useEliminarPublicacion } from '@generated/main/endpoints/publicacion/publicacion';
import type { Publicacion } from '@generated/main/model';
import { notifySuccess } from '@/lib/http';
import { ConfirmModal } from '@/ui/Modal';
import { texts } from '../../texts';

/** spec §5: the confirmation before a post is deleted for good; a failure leaves it open. */
export default function DeletePostDialog({
  post,
  onClose,
}: {
  post: Publicacion;
  onClose: () => void;
}) {
  const remove = useEliminarPublicacion();
  const confirm = () =>
    remove.mutate(
      { params: { id: post.idPublicacion } },
      {
        onSuccess: (response) => {
          notifySuccess(response);
          onClose();
        },
      },
    );
  return (
    <ConfirmModal
      variant="alert"
      title={texts.deleteTitle}
      confirmLabel={texts.confirmDelete}
      onConfirm={confirm}
      onClose={onClose}
      pending={remove.isPending}
    >
      {texts.deleteConfirm}
    </ConfirmModal>
  );
}
