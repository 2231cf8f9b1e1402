import { useUbigeoCascade } from '@/lib/places';
import { UbigeoField as PlaceField } from '@/ui/UbigeoField';

interface UbigeoFieldProps {
  label: string;
  /** The district's 6-digit code, or '' until one is chosen. */
  value: string;
  onChange: (district: string) => void;
  error?: string;
}

/** A requirement answered with a district of Peru. */
export default function UbigeoField({ label, value, onChange, error }: UbigeoFieldProps) {
  const cascade = useUbigeoCascade(value, onChange);
  return <PlaceField label={label} cascade={cascade} error={error} />;
}
