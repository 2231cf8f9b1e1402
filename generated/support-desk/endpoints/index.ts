export * from './ticket/ticket.ts';
