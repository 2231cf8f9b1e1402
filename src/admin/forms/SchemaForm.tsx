import Form from '@rjsf/mui';
import type {
  CustomValidator,
  ErrorSchema,
  RJSFSchema,
  UiSchema,
  ValidatorType,
} from '@rjsf/utils';
import { useId } from 'react';
import HelpText from './HelpText';
import OptionsWidget from './OptionsWidget';
import SourceWidget from './SourceWidget';
import { spanishErrors } from './spanishErrors';
import { spanishStrings } from './spanishStrings';
import { formTexts } from './texts';

// Widgets a uiSchema may name beyond the theme's own.
const widgets = { opciones: OptionsWidget, fuenteAsistente: SourceWidget };

export interface SchemaFormProps {
  /** The contract's JSON Schema of what this form sends. */
  schema: RJSFSchema;
  /** The schema's validator: precompiled in the app (contractForm), ajv's own in tests. */
  validator: ValidatorType;
  /** Presentation only (widgets, order, hidden fields); rules live in the schema. */
  uiSchema?: UiSchema;
  formData: Record<string, unknown>;
  onSubmit: (values: Record<string, unknown>) => void;
  /** Every change of the values, for a parent that keeps them (a failed save loses nothing). */
  onChange?: (values: Record<string, unknown>) => void;
  /** True while a save is on its way: the button is disabled, so a double click sends once. */
  saving?: boolean;
  /** Errors from the server (a 400's fields), shown under their fields. */
  extraErrors?: ErrorSchema;
  /** Rules a JSON Schema cannot state (a value read by its key), shared with the server. */
  customValidate?: CustomValidator;
}

/**
 * A form rendered from a JSON Schema by rjsf (MUI theme, ajv): its fields, labels and rules come
 * from the schema, its messages from spec §5. Errors show after a first submit, then live.
 */
export default function SchemaForm({
  schema,
  validator,
  uiSchema,
  formData,
  onSubmit,
  onChange,
  saving,
  extraErrors,
  customValidate,
}: SchemaFormProps) {
  // Field ids unique on the page: a page with two forms (a builder's step and its dialog) would
  // otherwise give both a root_nombre, and a label would name the other form's field.
  const idPrefix = `form${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  return (
    <Form
      idPrefix={idPrefix}
      schema={schema}
      uiSchema={{
        // The schema's own title and description are the contract's, for developers (English);
        // the page's title names the form.
        'ui:label': false,
        ...uiSchema,
        'ui:submitButtonOptions': {
          submitText: saving ? formTexts.saving : formTexts.save,
          props: { disabled: saving },
        },
      }}
      formData={formData}
      validator={validator}
      templates={{ DescriptionFieldTemplate: HelpText }}
      widgets={widgets}
      extraErrors={extraErrors}
      customValidate={customValidate}
      transformErrors={spanishErrors}
      translateString={spanishStrings}
      showErrorList={false}
      noHtml5Validate
      omitExtraData
      liveOmit
      // An optional list with a minimum (a choice's options) stays absent until someone adds to it:
      // filled with empty items, a hidden one would block the save with errors nobody sees.
      experimental_defaultFormStateBehavior={{ arrayMinItems: { populate: 'requiredOnly' } }}
      // Errors show under their fields; rjsf would also log them to the console.
      onError={() => undefined}
      onChange={({ formData: values }) => onChange?.(values as Record<string, unknown>)}
      onSubmit={({ formData: values }) => {
        if (!saving) onSubmit(values as Record<string, unknown>);
      }}
    />
  );
}
