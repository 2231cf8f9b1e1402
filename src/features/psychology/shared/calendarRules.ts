import type { ConfiguracionAsesoriasResponseResults } from '@generated/main/model';
import type { CalendarRules } from '@/lib/psychology/slotRules';

/** The brand's rules as the slot rules read them. */
export const calendarRules = (config: ConfiguracionAsesoriasResponseResults): CalendarRules => ({
  saturday: config.sabadoHabilitado,
  sunday: config.domingoHabilitado,
  weeks: config.semanas,
  holidays: new Set(config.feriados.map((holiday) => holiday.fecha)),
});
