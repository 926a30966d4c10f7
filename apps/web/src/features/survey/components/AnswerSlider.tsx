import { answerElementId } from './answer-element-id';
import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** One stop of the slider: an answer id, or null for the 'no answer' position. */
export interface SliderStop {
  answerId: number | null;
  label: string;
  /** A picture beside the label (easy reading's scale pictures); decorative. */
  picture?: ReactNode;
}

interface AnswerSliderProps {
  labelledBy: string;
  stops: SliderStop[];
  value: number | null;
  /** Whether the visitor chose to pass the question: the 'no answer' stop is then their choice. */
  passed?: boolean;
  /** A stop was chosen: an answer id, or null for the 'no answer' stop (passing the question). */
  onChange: (answerId: number | null) => void;
  orientation: 'vertical' | 'horizontal';
}

const NEXT_KEYS = new Set(['ArrowDown', 'ArrowRight', 'PageDown']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'ArrowLeft', 'PageUp']);

function keyTarget(key: string, index: number, last: number, noAnswer: number): number | null {
  if (NEXT_KEYS.has(key)) return Math.min(index + 1, last);
  if (PREVIOUS_KEYS.has(key)) return Math.max(index - 1, 0);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if ((key === 'Delete' || key === 'Backspace') && noAnswer >= 0) return noAnswer;
  return null;
}

/**
 * The slider for single-choice and optional questions (product.md §2): keyboard, touch and screen
 * reader operable (ARIA slider; the value text is the answer text). The 'no answer' stop clears
 * the answer; choosing it, even where the slider starts, passes the question (decision 0045).
 */
export function AnswerSlider({
  labelledBy,
  stops,
  value,
  passed = false,
  onChange,
  orientation,
}: AnswerSliderProps) {
  const dragging = useRef(false);
  const live = useHydrated();
  const noAnswer = stops.findIndex((stop) => stop.answerId === null);
  const index = stops.findIndex((stop) => stop.answerId === value);
  const current = index >= 0 ? index : noAnswer;
  const select = (next: number) => {
    const stop = stops[next];
    // The 'no answer' stop the slider starts on is chosen too when the visitor picks it.
    const choosesToPass = stop?.answerId === null && !passed;
    if (stop && (next !== current || choosesToPass)) onChange(stop.answerId);
  };

  const stopAt = (event: PointerEvent) => {
    const element = document.elementFromPoint(event.clientX, event.clientY);
    const stop = element?.closest<HTMLElement>('[data-stop]');
    return stop ? Number(stop.dataset.stop) : null;
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    const next = stopAt(event);
    if (next !== null) select(next);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    const next = stopAt(event);
    if (next !== null) select(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = keyTarget(event.key, current, stops.length - 1, noAnswer);
    if (next === null) return;
    event.preventDefault();
    select(next);
  };

  const stopViews = stops.map((stop, i) => (
    <div
      key={stop.answerId ?? 'none'}
      id={stop.answerId === null ? undefined : answerElementId(stop.answerId)}
      data-stop={i}
      className={[
        'slider__stop',
        i === current ? 'slider__stop--current' : '',
        stop.answerId === null ? 'slider__stop--none' : '',
      ].join(' ')}
    >
      <span className="slider__dot" />
      {stop.picture}
      <span className="slider__label">{stop.label}</span>
    </div>
  ));
  // Until the page works, the same picture without the control: the answers read as text.
  if (!live) return <div className={`slider slider--${orientation}`}>{stopViews}</div>;
  return (
    <div
      role="slider"
      tabIndex={0}
      aria-labelledby={labelledBy}
      aria-orientation={orientation}
      aria-valuemin={0}
      aria-valuemax={stops.length - 1}
      aria-valuenow={current}
      aria-valuetext={stops[current]?.label}
      className={`slider slider--${orientation}`}
      onKeyDown={onKeyDown}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={() => (dragging.current = false)}
      onPointerCancel={() => (dragging.current = false)}
    >
      {stopViews}
    </div>
  );
}
