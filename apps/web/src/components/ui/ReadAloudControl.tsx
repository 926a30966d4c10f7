import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router';
import { isLocale, type Locale } from '@values-cross/core';
import { speechEngine, voiceFor } from '@/lib/speech';
import { useTranslation } from '@/lib/translation';
import { useBrowserStore } from '@/lib/use-hydrated';
import './easy/read-aloud-button.css';

/** A text to read, and the id of the element that shows it (highlighted while it is read). */
export interface ReadAloudPart {
  id: string;
  text: string;
}

export interface ReadAloudProps {
  /** The texts to read, in order (the question, then each answer). */
  parts: readonly ReadAloudPart[];
  /** The language of the texts: it chooses the voice (the page's language unless told). */
  locale?: Locale;
  /** Told the id of the part being read, and null once reading stops. */
  onPart?: (id: string | null) => void;
}

/** The attribute that marks the element being read, for the style sheet. */
const READING_ATTRIBUTE = 'data-reading-aloud';
const RATE = 0.9;

/** One reading: its utterances (kept, or some browsers drop their events) and the part read. */
interface Reading {
  utterances: SpeechSynthesisUtterance[];
  part: string | null;
}

/** Voices often arrive after the page loads: the engine says so with `voiceschanged`. */
function subscribeToVoices(listener: () => void) {
  const engine = speechEngine();
  engine?.addEventListener('voiceschanged', listener);
  return () => engine?.removeEventListener('voiceschanged', listener);
}

const markPart = (id: string | null, reading: boolean) => {
  const element = id === null ? null : document.getElementById(id);
  if (reading) element?.setAttribute(READING_ATTRIBUTE, 'true');
  else element?.removeAttribute(READING_ATTRIBUTE);
};

function SpeakerIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="currentColor" d="M3 9v6h4l5 4V5L7 9H3z" />
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        d="M15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13"
      />
    </svg>
  );
}

/**
 * Reads texts of the page aloud with the browser's own speech synthesis (no outside service),
 * marking each part's element while it is read. Shown only once the page works in the browser
 * and a voice speaks `locale`, so the server's markup and the first render in the browser agree.
 * A second press, leaving the page or a change of route stops it. Its name says what a press
 * does (read aloud, stop reading), so it is no toggle button (`aria-pressed` would contradict it).
 */
export function ReadAloudControl({ parts, locale: told, onPart }: ReadAloudProps) {
  const { t } = useTranslation('common');
  const { lang } = useParams();
  const locale: Locale = told ?? (isLocale(lang) ? lang : 'de');
  const { key } = useLocation();
  const speakable = useBrowserStore(
    subscribeToVoices,
    () => voiceFor(speechEngine()?.getVoices() ?? [], locale) !== null,
    () => false,
  );
  const [reading, setReading] = useState(false);
  const current = useRef<Reading | null>(null);
  const onPartRef = useRef(onPart);
  useEffect(() => {
    onPartRef.current = onPart;
  });

  const show = useCallback((session: Reading, id: string | null) => {
    markPart(session.part, false);
    markPart(id, true);
    session.part = id;
    onPartRef.current?.(id);
  }, []);

  /** Ends this reading (the engine's events for it are ignored from now on). */
  const finish = useCallback(
    (cancel: boolean) => {
      const session = current.current;
      if (!session) return;
      current.current = null;
      if (cancel) speechEngine()?.cancel();
      show(session, null);
      setReading(false);
    },
    [show],
  );

  // A new page, or this one gone: nothing of the old one is read on.
  useEffect(() => () => finish(true), [key, finish]);

  const start = () => {
    const engine = speechEngine();
    const voice = engine && voiceFor(engine.getVoices(), locale);
    const texts = parts.filter((part) => part.text.trim() !== '');
    if (!engine || !voice || texts.length === 0) return;
    engine.cancel();
    const session: Reading = { utterances: [], part: null };
    current.current = session;
    setReading(true);
    texts.forEach((part, index) => {
      const utterance = new SpeechSynthesisUtterance(part.text);
      utterance.lang = voice.lang;
      utterance.voice = voice;
      utterance.rate = RATE;
      utterance.onstart = () => {
        if (current.current === session) show(session, part.id);
      };
      utterance.onend = () => {
        if (current.current !== session) return;
        if (index === texts.length - 1) finish(false);
        else if (session.part === part.id) show(session, null);
      };
      utterance.onerror = () => {
        if (current.current === session) finish(true);
      };
      session.utterances.push(utterance);
      engine.speak(utterance);
    });
  };

  if (!speakable) return null;
  return (
    <button type="button" className="read-aloud" onClick={reading ? () => finish(true) : start}>
      <SpeakerIcon />
      {reading ? t('readAloud.stop') : t('readAloud.start')}
    </button>
  );
}
