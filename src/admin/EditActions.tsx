import { DeleteButton, ListButton, TopToolbar } from 'react-admin';

/**
 * The actions above an edit form: back to the list, and delete after a confirmation dialog. The
 * delete waits for the server (pessimistic), so a refusal (a record in use) is shown as it comes
 * and nothing disappears from the list in the meantime.
 */
export default function EditActions() {
  return (
    <TopToolbar>
      <ListButton />
      <DeleteButton mutationMode="pessimistic" />
    </TopToolbar>
  );
}
