import type { DatabaseSync } from 'node:sqlite';
import { insertRow } from '../db/openDatabase.ts';
import { menuSeeds, type MenuProfile, type MenuSeed } from './menus.ts';
import { nounsFor } from './nomenclatures.ts';
import { brandParameters, globalParameters, type ParameterSeed } from './parameters.ts';
import type { Institute } from './seedInstitute.ts';

const USER_TYPES = [1, 2, 3] as const;

/** Inserts parameters (global and per brand), nomenclature per brand and user type, and menus. */
export function seedSettings(db: DatabaseSync, institute: Institute): void {
  const insertParameter = db.prepare(
    'INSERT INTO parameters (brand_id, clave, valor, valor2, descripcion) VALUES (?, ?, ?, ?, ?)',
  );
  const addParameter = (brandId: number | null, p: ParameterSeed) =>
    insertParameter.run(brandId, p.clave, p.valor, p.valor2, p.descripcion);
  for (const parameter of globalParameters) addParameter(null, parameter);
  for (const brand of institute.brands) {
    for (const parameter of brandParameters(brand.seed)) addParameter(brand.id, parameter);
  }

  const insertNoun = db.prepare(`INSERT INTO nomenclatures (brand_id, user_type_id, key, singular,
    plural, gender) VALUES (?, ?, ?, ?, ?, ?)`);
  for (const brand of institute.brands) {
    for (const userType of USER_TYPES) {
      for (const [key, noun] of Object.entries(nounsFor(brand.seed.code, userType))) {
        insertNoun.run(brand.id, userType, key, noun.singular, noun.plural, noun.gender);
      }
    }
  }

  const insertItem =
    db.prepare(`INSERT INTO menu_items (profile, parent_id, position, icono, titulo,
    referencia, expands) VALUES (?, ?, ?, ?, ?, ?, ?)`);
  const addItems = (profile: MenuProfile, items: readonly MenuSeed[], parentId: number | null) =>
    items.forEach((item, position) => {
      const { icono, titulo, referencia, expands = null } = item;
      const id = insertRow(
        insertItem,
        profile,
        parentId,
        position,
        icono,
        titulo,
        referencia,
        expands,
      );
      addItems(profile, item.hijos ?? [], id);
    });
  for (const [profile, items] of Object.entries(menuSeeds))
    addItems(profile as MenuProfile, items, null);
}
