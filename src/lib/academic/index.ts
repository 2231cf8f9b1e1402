export { COURSE_PALETTE, courseColor } from './courseColor';
export { moduleLabel, moduleOrdinal, SINGLE_MODULE, SINGLE_MODULE_LABEL } from './modules';
export { groupCourses, type ModuleGroup, type ProgrammeGroup } from './grouping';
export { prefetchStudentCourses, useStudentCourses } from './useStudentCourses';
