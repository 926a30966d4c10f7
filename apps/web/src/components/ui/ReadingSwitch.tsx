import type { KeyboardEvent } from 'react';
import { useLocation } from 'react-router';
import { addressInReading, useReading } from '@/lib/reading';
import { useTranslation } from '@/lib/translation';
import './ReadingSwitch.css';

/** A switch answers the space bar as a button does; a link alone would scroll the page. */
function pressOnSpace(event: KeyboardEvent<HTMLAnchorElement>) {
  if (event.key !== ' ') return;
  event.preventDefault();
  event.currentTarget.click();
}

/**
 * The "Easy English" switch on every page: a link to the same page in the other reading, so it works
 * before any script; the server renders that page at once and remembers the choice (cookie).
 * Announced as a switch that is on or off. The address's fragment stays behind: the server never
 * sees it, so the link would differ between the server's page and the browser's.
 */
export function ReadingSwitch() {
  const { t } = useTranslation('common');
  const easy = useReading() === 'easy';
  const { pathname, search } = useLocation();
  return (
    <a
      className="reading-switch"
      role="switch"
      aria-checked={easy}
      href={addressInReading({ pathname, search }, easy ? 'standard' : 'easy')}
      onKeyDown={pressOnSpace}
    >
      <span className="reading-switch__track" aria-hidden="true">
        <span className="reading-switch__thumb" />
      </span>
      {t('reading.switch')}
    </a>
  );
}
