export { default as DateLocalizationProvider } from './DateLocalizationProvider';
export { default as DatePicker, type DatePickerProps } from './DatePicker';
export { default as DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { DEFAULT_DISABLED_WEEKDAYS, type CalendarRules } from './calendarRules';
export { MOBILE_QUERY } from './PickerSurface';
export { RANGE_DEFAULT_DAYS, type DateRange } from './rangeSelection';
