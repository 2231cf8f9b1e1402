export * from './asistente/asistente.ts';
