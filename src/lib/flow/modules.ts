/** The flow's task (spec §4) that takes a new teacher to /docentes/induccion until they mark it done. */
export const INDUCTION_MODULE = 'docentes_induccion';
