// A student's week of classes, shared by the schedule page and the home card's 'Mi horario'.
export { classHours, modalityLabel, slotTime, weekdayName, weeklySession } from './labels';
export { useWeekSchedule } from './useWeekSchedule';
export { CURRENT_WEEK, mondayOf, weekDays, weekOf, weekQuery, weekSlug } from './week';
