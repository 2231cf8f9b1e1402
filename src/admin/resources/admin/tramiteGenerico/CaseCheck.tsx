import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { useValidarCasoTramiteGenerico } from '@generated/main/endpoints/tramite-generico/tramite-generico';
import type { FieldErrors } from '@/admin/forms/serverErrors';
import { useSave } from '@/admin/forms/useSave';
import { VALIDATION_MESSAGES } from '@/lib/validation';
import { formSave } from './formSave';
import { texts } from './texts';

/**
 * Whether a student could file the procedure (a draft as if it were published): each of their
 * enrolments, and why one does not pass.
 */
export default function CaseCheck({ id }: { id: number }) {
  const save = useSave();
  const check = useValidarCasoTramiteGenerico(formSave);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (check.isPending) return;
    if (code.trim().length < 3) {
      setError(VALIDATION_MESSAGES.required);
      return;
    }
    const errors: FieldErrors | undefined = await save(
      () => check.mutateAsync({ data: { idTramite: id, codigo: code.trim() } }),
      () => setError(undefined),
    );
    setError(errors?.codigo?.[0]);
  };
  const result = error ? undefined : check.data?.results;
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(event) => void submit(event)}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={texts.caseCode}
          value={code}
          onChange={(event) => {
            setCode(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          size="small"
          slotProps={{ htmlInput: { maxLength: 60 } }}
        />
        <Button type="submit" variant="outlined" disabled={check.isPending}>
          {texts.caseCheck}
        </Button>
      </Stack>
      {result && (
        <div role="status">
          <Alert severity={result.puedeSolicitar ? 'success' : 'warning'}>
            {result.puedeSolicitar
              ? texts.caseCan(result.estudiante)
              : texts.caseCannot(result.estudiante)}
          </Alert>
          <List dense>
            {result.matriculas.map((enrolment) => (
              <ListItem key={enrolment.codigo} divider>
                <ListItemText
                  primary={`${enrolment.codigo} · ${enrolment.programa} · ${enrolment.sede} · ${enrolment.ciclo}`}
                  secondary={enrolment.cumple ? texts.meets : enrolment.motivos.join(' ')}
                />
              </ListItem>
            ))}
          </List>
        </div>
      )}
    </Stack>
  );
}
