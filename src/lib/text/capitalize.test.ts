import { describe, expect, it } from 'vitest';
import { capitalizeName, parseCapitalizeRules } from './capitalize';

const rules = parseCapitalizeRules(
  JSON.stringify({
    siempreMayusculas: ['SST', 'TI'],
    nuncaCapitalizar: ['de', 'del', 'la', 'y', 'en'],
    fragmentosMayusculas: ['SAP', 'Mc'],
  }),
);

describe('capitalizeName', () => {
  it('gives each word an initial capital and lowers the rest', () => {
    expect(capitalizeName('LUCÍA quispe HUAMÁN')).toBe('Lucía Quispe Huamán');
  });

  it('handles accents and ñ at the start of a word', () => {
    expect(capitalizeName('ñahui ángel úrsula')).toBe('Ñahui Ángel Úrsula');
  });

  it('capitalises each part of a hyphenated word', () => {
    expect(capitalizeName('maría-josé pérez-albela')).toBe('María-José Pérez-Albela');
  });

  it('keeps Roman numerals in capitals, beyond XII too', () => {
    expect(capitalizeName('matemática ii')).toBe('Matemática II');
    expect(capitalizeName('PROGRAMACIÓN WEB Xii')).toBe('Programación Web XII');
    expect(capitalizeName('ciclo xiv y iv')).toBe('Ciclo XIV Y IV');
  });

  it('does not take Spanish words for numerals', () => {
    expect(capitalizeName('mi lima di civil')).toBe('Mi Lima Di Civil');
  });

  it('writes the always-capitals words in capitals', () => {
    expect(capitalizeName('capacitación sst en ti', rules)).toBe('Capacitación SST en TI');
  });

  it('leaves never-capitalised words in lower case except as the first word', () => {
    expect(capitalizeName('DE LA CRUZ Y DEL CASTILLO', rules)).toBe('De la Cruz y del Castillo');
  });

  it('forces fragments to capitals inside words', () => {
    expect(capitalizeName('gestión con sapweb y mcdonald', rules)).toBe(
      'Gestión Con SAPweb y MCdonald',
    );
  });

  it('keeps the spacing and punctuation as given', () => {
    expect(capitalizeName('  (lima)  norte, ii ')).toBe('  (Lima)  Norte, II ');
  });
});

describe('parseCapitalizeRules', () => {
  it('reads the three lists from the parameter value', () => {
    expect(parseCapitalizeRules('{"siempreMayusculas":["SST"],"nuncaCapitalizar":["de"]}')).toEqual(
      {
        siempreMayusculas: ['SST'],
        nuncaCapitalizar: ['de'],
        fragmentosMayusculas: [],
      },
    );
  });

  it('falls back to no special words for a missing or broken value', () => {
    const empty = { siempreMayusculas: [], nuncaCapitalizar: [], fragmentosMayusculas: [] };
    expect(parseCapitalizeRules(null)).toEqual(empty);
    expect(parseCapitalizeRules('{roto')).toEqual(empty);
    expect(parseCapitalizeRules('{"siempreMayusculas":"SST"}')).toEqual(empty);
  });
});
