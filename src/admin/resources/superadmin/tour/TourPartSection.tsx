import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/EditOutlined';
import Typography from '@mui/material/Typography';
import type { UiSchema } from '@rjsf/utils';
import { useId, useState, type ReactNode } from 'react';
import {
  Button,
  FunctionField,
  List,
  TopToolbar,
  type RaRecord,
  type SortPayload,
} from 'react-admin';
import { ResponsiveDatagrid } from '@/admin/datagrid/ResponsiveDatagrid';
import type { ContractForm } from '@/admin/forms/contractSchema';
import RecordFormDialog, { type RecordFormDialogProps } from '@/admin/forms/RecordFormDialog';
import { texts } from './texts';

/** One kind of a tour's parts (modals, steps, measures): its list and its forms. */
export interface TourPart<Row extends RaRecord> {
  resource: string;
  heading: string;
  addLabel: string;
  sort: SortPayload;
  newForm: ContractForm;
  changesForm: ContractForm;
  uiSchema: UiSchema;
  /** The dialog's title for a record, or for a new one (null). */
  dialogTitle: (row: Row | null) => string;
  /** How a row's edit button names it ("paso 2"). */
  rowName: (row: Row) => string;
  messages: RecordFormDialogProps['messages'];
  /** A phone's line for a row. */
  primaryText: (row: Row) => ReactNode;
  secondaryText: (row: Row) => ReactNode;
  /** The table's columns on wider screens. */
  columns: ReactNode;
}

interface TourPartSectionProps<Row extends RaRecord> {
  tourId: number;
  part: TourPart<Row>;
}

/**
 * A tour's modals, steps or measures under their heading, in the order they play; each is added,
 * edited and deleted in a dialog over the tour's page. A phone gets one line per record.
 */
export default function TourPartSection<Row extends RaRecord>({
  tourId,
  part,
}: TourPartSectionProps<Row>) {
  const headingId = useId();
  // undefined: no dialog; null: a new record; a record: that one.
  const [editing, setEditing] = useState<Row | null | undefined>(undefined);
  const open = (_id: unknown, _resource: unknown, row: RaRecord) => {
    setEditing(row as Row);
    return false as const;
  };
  const actions = (
    <TopToolbar>
      <Button label={part.addLabel} onClick={() => setEditing(null)}>
        <AddIcon />
      </Button>
    </TopToolbar>
  );
  return (
    <section aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ mt: 3, px: 2 }}>
        {part.heading}
      </Typography>
      <List
        resource={part.resource}
        filter={{ tourId }}
        sort={part.sort}
        perPage={25}
        disableSyncWithLocation
        storeKey={false}
        title={false}
        // A tour without them keeps its toolbar: adding the first one is the point.
        empty={false}
        actions={actions}
      >
        <ResponsiveDatagrid<Row>
          primaryText={part.primaryText}
          secondaryText={part.secondaryText}
          rowClick={open}
        >
          {part.columns}
          <FunctionField<Row>
            label={texts.actions}
            render={(row) => (
              <Button
                label={texts.edit}
                aria-label={texts.editRow(part.rowName(row))}
                onClick={(event) => {
                  event.stopPropagation();
                  setEditing(row);
                }}
              >
                <EditIcon />
              </Button>
            )}
          />
        </ResponsiveDatagrid>
      </List>
      {editing !== undefined && (
        <RecordFormDialog
          resource={part.resource}
          record={editing}
          newForm={part.newForm}
          changesForm={part.changesForm}
          uiSchema={part.uiSchema}
          initial={{ tourId }}
          title={part.dialogTitle(editing)}
          messages={part.messages}
          onClose={() => setEditing(undefined)}
        />
      )}
    </section>
  );
}
