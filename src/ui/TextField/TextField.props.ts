import type { PropDoc } from '../docs';

/** The "Propiedades" table of /documentacion/campo-de-texto. */
export const props: readonly PropDoc[] = [
  {
    name: 'label',
    type: 'string',
    description: 'Etiqueta visible; también es el nombre accesible.',
  },
  {
    name: 'value',
    type: 'string',
    description: 'Valor controlado; sin él, el campo guarda el suyo.',
  },
  {
    name: 'defaultValue',
    type: 'string',
    default: "''",
    description: 'Valor inicial sin control.',
  },
  {
    name: 'onChange',
    type: '(value: string, event) => void',
    description: 'Recibe el texto nuevo (sin espacios en las contraseñas).',
  },
  {
    name: 'onBlur',
    type: '() => void',
    description: 'Al salir del campo, ya marcado como tocado.',
  },
  {
    name: 'rules',
    type: 'Validator[]',
    default: '[]',
    description:
      'Validadores de @/lib/validation (email, phone, minLength, equalTo…) en orden; se muestra solo el primero que falla.',
  },
  {
    name: 'required',
    type: 'boolean',
    default: 'false',
    description: "Agrega la regla 'El campo es requerido.' y anuncia el campo como obligatorio.",
  },
  {
    name: 'showErrors',
    type: 'boolean',
    default: 'false',
    description: 'Muestra el mensaje aunque el campo no se haya tocado (al enviar el formulario).',
  },
  {
    name: 'error',
    type: 'string | null',
    description:
      'Mensaje decidido fuera del campo (un formulario o el servidor); reemplaza sus reglas.',
  },
  {
    name: 'helperText',
    type: 'string',
    description: 'Ayuda bajo el campo mientras no hay mensaje.',
  },
  {
    name: 'type',
    type: "'text' | 'password' | 'email' | 'number' | 'tel' | 'url' | 'date' | 'search'",
    default: "'text'",
    description: 'Con password no acepta espacios y muestra el botón para ver la contraseña.',
  },
  { name: 'placeholder', type: 'string', description: 'Texto de ejemplo dentro del campo.' },
  { name: 'disabled', type: 'boolean', default: 'false', description: 'Deshabilita el campo.' },
  {
    name: 'readOnly',
    type: 'boolean',
    default: 'false',
    description: 'Se puede leer pero no editar.',
  },
  { name: 'maxLength', type: 'number', description: 'Máximo de caracteres que acepta el campo.' },
  {
    name: 'showCounter',
    type: 'boolean',
    default: 'false',
    description: "Muestra 'n / maxLength' bajo el campo.",
  },
  {
    name: 'startAdornment',
    type: 'ReactNode',
    description: "Contenido antes del texto, p. ej. 'S/'.",
  },
  { name: 'endAdornment', type: 'ReactNode', description: 'Contenido después del texto.' },
  { name: 'name', type: 'string', description: 'Nombre del campo en el formulario.' },
  { name: 'autoComplete', type: 'string', description: 'Pista de autocompletado del navegador.' },
  {
    name: 'autoFocus',
    type: 'boolean',
    default: 'false',
    description: 'Recibe el foco al aparecer.',
  },
  {
    name: 'inputMode',
    type: "'text' | 'numeric' | 'decimal' | 'email' | 'tel' | 'url' | 'search'",
    description: 'Teclado virtual en celulares.',
  },
  {
    name: 'inputRef',
    type: 'Ref<HTMLInputElement>',
    description:
      'El elemento de entrada, p. ej. para que un formulario enfoque el primer campo con error.',
  },
];
