import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import type { GlossaryEntry } from '@/lib/easy-reading/easy-lines';
import { useTranslation } from '@/lib/translation';
import { ReadAloud } from '../ReadAloud';
import './GlossaryTerm.css';
import './read-aloud-button.css';

/**
 * A hard word of the glossary in an easy text: a button that explains the word while it has the
 * focus (a tap gives it), while the pointer is on it, or until Escape or the close button; the
 * explanation can be read aloud. The explanation is there only while open, so the text around
 * the word reads as written.
 */
export function GlossaryTerm({ word, entry }: { word: string; entry: GlossaryEntry }) {
  const { t } = useTranslation('common');
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const tip = useRef<HTMLSpanElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Back to the word, which opens it on focus: closed last.
      button.current?.focus();
      setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  /** Focus leaving the word and its explanation closes it. */
  const onBlur = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && (button.current?.contains(next) || tip.current?.contains(next))) return;
    setOpen(false);
  };
  const onPointerLeave = () => {
    const focused = document.activeElement;
    if (!(button.current?.contains(focused) || tip.current?.contains(focused))) setOpen(false);
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className="glossary-term"
        aria-expanded={open}
        aria-describedby={open ? `${id}-text` : undefined}
        onClick={() => setOpen(true)}
        onFocus={() => setOpen(true)}
        onBlur={onBlur}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={onPointerLeave}
      >
        {word}
      </button>
      {open && (
        <span ref={tip} className="glossary-tip" role="note" id={id} onBlur={onBlur}>
          <span className="glossary-tip__text" id={`${id}-text`}>
            <strong className="glossary-tip__word">{word}</strong> {entry.explanation}
          </span>
          <span className="glossary-tip__actions">
            <ReadAloud parts={[{ id: `${id}-text`, text: `${word}. ${entry.explanation}` }]} />
            <button
              type="button"
              className="glossary-tip__close"
              onClick={() => {
                button.current?.focus();
                setOpen(false);
              }}
            >
              {t('glossary.close')}
            </button>
          </span>
        </span>
      )}
    </>
  );
}
