import { useEffect, useState } from 'react';
import './loading-bar.css';

/** product.md §9: the loading bar appears only after 200 ms and fills over 5 s. */
export const LOADING_BAR_THROTTLE_MS = 200;
export const LOADING_BAR_DURATION_MS = 5000;

function DelayedBar() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVisible(true), LOADING_BAR_THROTTLE_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!visible) return null;
  return (
    <div className="loading-bar" aria-hidden="true">
      <div
        className="loading-bar__fill"
        style={{ animationDuration: `${LOADING_BAR_DURATION_MS}ms` }}
      />
    </div>
  );
}

/** A thin bar at the top while something loads; nothing at all for quick loads. */
export function LoadingBar({ active }: { active: boolean }) {
  return active ? <DelayedBar /> : null;
}
