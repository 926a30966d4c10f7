import { readStored } from '@/lib/browser-store';
import { KIOSK_KEY } from '@/domain/kiosk/kiosk-key';

/** Whether this tab is (or becomes, with ?kiosk=1) a kiosk: then the kiosk code is loaded. */
export function isKioskTab(search: string): boolean {
  if (/[?&]kiosk=1\b/.test(search)) return true;
  return readStored('session', KIOSK_KEY) !== null;
}
