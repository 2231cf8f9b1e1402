// spec §4: shared by the flow's rules in the app and the demo API that raises the alerts.

/** An alert may be closed when its orden is above this; below, a task blocks the user. */
export const LAST_FIXED_ORDEN = 15;
