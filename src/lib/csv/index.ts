export { csvCell, downloadText, toCsv, type CsvValue } from './csv';
