// What each known parameter (spec §3, the seed's settings) may hold, checked by the demo API on
// every save and by the superadmin's parameter form before it sends: one table, one module with
// no imports, so the server runs this very file. A switch set to "' OR 1=1 --" read as "off"
// everywhere and silenced the bell campus-wide; every known key now takes only what its readers
// understand.
//
// Keys the campus does not read are free text within the contract's limits: spec §3 lists the
// parameters it knows as a subset ("Known: ..."), the table is shared with the institute's other
// systems, and a value nobody here reads cannot break the campus. Keys match case-insensitively,
// so 'eva_notification' cannot slip a value past the switch's rule.

/** How one value (valor or valor2) is read. */
export type ValueRule =
  | { kind: 'switch' }
  | { kind: 'integer'; min: number; max: number }
  | { kind: 'capitalize' }
  | { kind: 'link' }
  | { kind: 'text'; maxLength: number }
  | { kind: 'empty' };

export interface ParameterRule {
  valor: ValueRule;
  /** valor2 when it is given; absent or blank is always accepted. */
  valor2: ValueRule;
}

const SWITCH: ParameterRule = { valor: { kind: 'switch' }, valor2: { kind: 'empty' } };
const integer = (min: number, max: number): ParameterRule => ({
  valor: { kind: 'integer', min, max },
  valor2: { kind: 'empty' },
});

/** The parameters the campus reads, by key. */
export const PARAMETER_RULES: Readonly<Record<string, ParameterRule>> = {
  EVA_NOTIFICATION: SWITCH,
  EVA_ELECTIVES: SWITCH,
  EVA_PERFIL_CONFIGURACION: SWITCH,
  EVA_CAMBIO_CLAVE: SWITCH,
  EVA_CORREO_INSTITUCIONAL: SWITCH,
  EVA_TOUR: SWITCH,
  EVA_DISPONIBILIDAD_SABADO: SWITCH,
  EVA_DISPONIBILIDAD_DOMINGO: SWITCH,
  // The availability calendar's window: at least the coming week, at most a cycle's eight weeks.
  EVA_DISPONIBILIDAD_SEMANAS: integer(1, 8),
  // The feed's page size: the contract's own bound of a page (publicacion tamanoPagina).
  EVA_PUBLICACIONES_POR_PAGINA: integer(1, 50),
  // Mbps below which the connection test warns (spec §5: 3); above 100 every user is warned.
  EVA_VELOCIDAD_MINIMA: integer(1, 100),
  CAPITALIZE_VARIABLES: { valor: { kind: 'capitalize' }, valor2: { kind: 'empty' } },
  // valor is the contact's text, valor2 its link (spec §3).
  EVA_CorreoGestionDocente: { valor: { kind: 'text', maxLength: 200 }, valor2: { kind: 'link' } },
};

const BY_UPPER_KEY = new Map(
  Object.entries(PARAMETER_RULES).map(([clave, rule]) => [clave.toUpperCase(), rule]),
);

/** The rule of a key, null for a key the campus does not read. */
export const parameterRuleOf = (clave: string): ParameterRule | null =>
  BY_UPPER_KEY.get(clave.trim().toUpperCase()) ?? null;

// The three lists of CAPITALIZE_VARIABLES (src/lib/text/capitalize.ts reads them).
const CAPITALIZE_LISTS = ['siempreMayusculas', 'nuncaCapitalizar', 'fragmentosMayusculas'];
const CAPITALIZE_MAX_ITEMS = 300;
const CAPITALIZE_MAX_WORD = 40;

/** What the form and the demo API say about a parameter's value (spec §5 where it has one). */
export const parameterTexts = {
  switch: 'Solo puede ser 1 (activado) o 0 (desactivado).',
  number: 'Este campo solo recibe números.',
  range: (min: number, max: number) => `Debe ser un número entero de ${min} a ${max}.`,
  capitalize: `Debe ser un JSON con las listas ${CAPITALIZE_LISTS.join(', ')}, cada una de hasta ${CAPITALIZE_MAX_ITEMS} palabras de 1 a ${CAPITALIZE_MAX_WORD} caracteres.`,
  link: 'No cumple con el formato de link: usa un enlace http:// o https://, o mailto:.',
  maxLength: 'Has llegado al límite de caracteres.',
  empty: 'Este parámetro no usa el valor 2: déjalo vacío.',
} as const;

function checkInteger(text: string, min: number, max: number): string[] {
  if (!/^-?\d+$/.test(text)) return [parameterTexts.number];
  const value = Number(text);
  return value >= min && value <= max ? [] : [parameterTexts.range(min, max)];
}

const isWordList = (value: unknown) =>
  Array.isArray(value) &&
  value.length <= CAPITALIZE_MAX_ITEMS &&
  value.every(
    (word) =>
      typeof word === 'string' &&
      word.trim() !== '' &&
      word.length <= CAPITALIZE_MAX_WORD &&
      !/\s/.test(word),
  );

function checkCapitalize(text: string): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [parameterTexts.capitalize];
  }
  const shaped =
    typeof parsed === 'object' &&
    parsed !== null &&
    !Array.isArray(parsed) &&
    Object.keys(parsed).length === CAPITALIZE_LISTS.length &&
    CAPITALIZE_LISTS.every((list) => isWordList((parsed as Record<string, unknown>)[list]));
  return shaped ? [] : [parameterTexts.capitalize];
}

// A web address the browser opens in a new tab, or a mail address: never javascript:, data: or a
// path, which the contact's link would follow inside the campus.
function checkLink(text: string): string[] {
  const refused = [parameterTexts.link];
  if (/[\s\\]/.test(text)) return refused;
  if (/^mailto:/i.test(text)) {
    return /^mailto:[^@/?#]+@[^@/?#]+\.[^@/?#]+$/i.test(text) ? [] : refused;
  }
  if (!/^https?:\/\//i.test(text)) return refused;
  try {
    const url = new URL(text);
    return url.hostname !== '' && url.username === '' && url.password === '' ? [] : refused;
  } catch {
    return refused;
  }
}

/** Messages about one value (trimmed), empty when the rule takes it. */
export function checkValue(rule: ValueRule, text: string): string[] {
  switch (rule.kind) {
    case 'switch':
      return text === '0' || text === '1' ? [] : [parameterTexts.switch];
    case 'integer':
      return checkInteger(text, rule.min, rule.max);
    case 'capitalize':
      return checkCapitalize(text);
    case 'link':
      return checkLink(text);
    case 'text':
      return text.length <= rule.maxLength ? [] : [parameterTexts.maxLength];
    case 'empty':
      return text === '' ? [] : [parameterTexts.empty];
  }
}

/**
 * The field errors of a parameter's values (spec §5: the first message is the one shown), null
 * when its rule takes them or the key is not one the campus reads.
 */
export function checkParameter(
  clave: string,
  valor: string,
  valor2: string | null | undefined,
): { valor?: string[]; valor2?: string[] } | null {
  const rule = parameterRuleOf(clave);
  if (!rule) return null;
  const valorErrors = checkValue(rule.valor, valor.trim());
  const second = valor2?.trim() ?? '';
  const valor2Errors = second === '' ? [] : checkValue(rule.valor2, second);
  if (valorErrors.length === 0 && valor2Errors.length === 0) return null;
  return {
    ...(valorErrors.length > 0 && { valor: valorErrors }),
    ...(valor2Errors.length > 0 && { valor2: valor2Errors }),
  };
}
