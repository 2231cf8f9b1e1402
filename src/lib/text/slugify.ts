import { foldText } from './foldText.ts';

/** A name as addresses carry it: 'Certificado de estudios superiores' -> 'certificado-de-estudios-superiores'. */
export const slugify = (name: string) =>
  foldText(name)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
