/** Text as searches compare it: without accents and in lower case ('Ñuñoa' -> 'nunoa'). */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLocaleLowerCase('es-PE');
