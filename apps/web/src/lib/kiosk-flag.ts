/** Where a kiosk tab keeps its session (sessionStorage: the tab's, never a visitor's). */
export const KIOSK_KEY = 'values-cross:kiosk';

/** Whether this tab is (or becomes, with ?kiosk=1) a kiosk: then the kiosk code is loaded. */
export function isKioskTab(search: string): boolean {
  if (/[?&]kiosk=1\b/.test(search)) return true;
  try {
    return sessionStorage.getItem(KIOSK_KEY) !== null;
  } catch {
    return false;
  }
}
