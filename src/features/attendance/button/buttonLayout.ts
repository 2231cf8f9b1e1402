/** Where the floating attendance button sits, in px from the screen's bottom-right corner. */
export const ATTENDANCE_BUTTON_MARGIN = 16;
export const ATTENDANCE_BUTTON_HEIGHT = 48;

/**
 * Room a page keeps under its content while the button floats there, so that its last line (a
 * table's last row, a course's state) can be scrolled out from under it (issue 32).
 */
export const ATTENDANCE_BUTTON_CLEARANCE = ATTENDANCE_BUTTON_HEIGHT + ATTENDANCE_BUTTON_MARGIN;
