/**
 * Where a kiosk tab keeps its session (session storage: the tab's, never a visitor's). A module of
 * its own: the kiosk code imports it without importing the tab's flag, which every page loads.
 */
export const KIOSK_KEY = 'values-cross:kiosk';
