/** The signed-in app's header, in px: the app shell's height, and the line toasts stay below. */
export const HEADER_HEIGHT = 60;
