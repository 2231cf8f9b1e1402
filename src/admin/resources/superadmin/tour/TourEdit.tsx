import { Edit, useRecordContext } from 'react-admin';
import validateFns from '@generated/forms/TourCambios';
import type { Tour } from '@generated/main/model';
import EditActions from '@/admin/EditActions';
import { contractForm } from '@/admin/forms/contractSchema';
import SchemaEditForm from '@/admin/forms/SchemaEditForm';
import { texts, uiSchema } from './texts';
import { measurePart, modalPart, stepPart } from './tourParts';
import TourPartSection from './TourPartSection';

const form = contractForm('TourCambios', validateFns);

function Title() {
  const tour = useRecordContext<Tour>();
  return tour ? <span>{texts.editTitle(tour.nombre)}</span> : null;
}

function TourParts() {
  const tour = useRecordContext<Tour>();
  if (!tour) return null;
  return (
    <>
      <TourPartSection tourId={tour.id} part={modalPart} />
      <TourPartSection tourId={tour.id} part={stepPart} />
      <TourPartSection tourId={tour.id} part={measurePart} />
    </>
  );
}

/**
 * A tour's name and state, then its modals, its steps by number and its measures, each edited in
 * a dialog. The server refuses to delete a tour a task starts, and says which.
 */
export default function TourEdit() {
  return (
    <Edit title={<Title />} mutationMode="pessimistic" actions={<EditActions />}>
      <SchemaEditForm form={form} uiSchema={uiSchema} />
      <TourParts />
    </Edit>
  );
}
