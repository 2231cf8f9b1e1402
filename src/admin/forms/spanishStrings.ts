import { englishStringTranslator, TranslatableString } from '@rjsf/utils';

// The words rjsf writes itself (a list's buttons, an item's title) in Spanish, since the admin
// forms are read in es-PE; what is not here never reaches a campus form.
const SPANISH: Partial<Record<TranslatableString, string>> = {
  [TranslatableString.ArrayItemTitle]: 'Elemento',
  [TranslatableString.AddButton]: 'Agregar',
  [TranslatableString.AddItemButton]: 'Agregar',
  [TranslatableString.CopyButton]: 'Copiar',
  [TranslatableString.MoveDownButton]: 'Bajar',
  [TranslatableString.MoveUpButton]: 'Subir',
  [TranslatableString.RemoveButton]: 'Quitar',
};

export const spanishStrings = (text: TranslatableString, params?: string[]) =>
  SPANISH[text] ?? englishStringTranslator(text, params);
