import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'react-router';
import common from '@values-cross/content/locales/en/common.json';
import { Translator, TranslatorProvider } from '@/lib/translation';
import { renderOnServer } from '@/testing/hydration';
import { renderInApp, renderInDataRouter } from '@/testing/render';
import { ReadAloudControl as ReadAloud, type ReadAloudPart } from './ReadAloudControl';

/** An utterance as the component fills it; the test fires its events. */
class FakeUtterance {
  lang = '';
  voice: SpeechSynthesisVoice | null = null;
  rate = 1;
  onstart: (() => void) | null = null;
  onend: (() => void) | null = null;
  onerror: ((event: { error: string }) => void) | null = null;
  constructor(public text: string) {}
}

/** The browser's speech synthesis: records what it is told; cancelling fails what waits. */
class FakeEngine extends EventTarget {
  voices: SpeechSynthesisVoice[] = [];
  spoken: FakeUtterance[] = [];
  waiting: FakeUtterance[] = [];
  getVoices = () => this.voices;
  speak = (utterance: FakeUtterance) => {
    this.spoken.push(utterance);
    this.waiting.push(utterance);
  };
  cancel = vi.fn(() => {
    const failed = this.waiting;
    this.waiting = [];
    failed.forEach((utterance) => utterance.onerror?.({ error: 'interrupted' }));
  });
}

const voice = (lang: string) =>
  ({
    lang,
    localService: true,
    name: lang,
    voiceURI: lang,
    default: false,
  }) as SpeechSynthesisVoice;

const parts: ReadAloudPart[] = [
  { id: 'question', text: 'Que pensez-vous ?' },
  { id: 'answer-1', text: 'Oui' },
  { id: 'answer-2', text: 'Non' },
];

function Page({ onPart }: { onPart?: (id: string | null) => void }) {
  return (
    <div>
      {parts.map((part) => (
        <p key={part.id} id={part.id}>
          {part.text}
        </p>
      ))}
      <ReadAloud parts={parts} locale="fr" onPart={onPart} />
    </div>
  );
}

let engine: FakeEngine;

beforeEach(() => {
  engine = new FakeEngine();
  vi.stubGlobal('speechSynthesis', engine);
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const button = () => screen.getByRole('button', { name: /read aloud|stop reading/i });
const marked = () =>
  [...document.querySelectorAll('[data-reading-aloud="true"]')].map((element) => element.id);

describe('ReadAloud', () => {
  it('shows nothing without a voice for the language, then a button once one arrives', () => {
    engine.voices = [voice('de-CH'), voice('en-GB')];
    renderInApp(<Page />);
    expect(screen.queryByRole('button')).toBeNull();

    engine.voices = [...engine.voices, voice('fr-FR')];
    act(() => void engine.dispatchEvent(new Event('voiceschanged')));
    expect(button()).toHaveAccessibleName('Read aloud');
    expect(button()).toHaveAttribute('type', 'button');
    expect(button()).toHaveAccessibleName('Read aloud');
  });

  it('renders nothing on the server, whatever the voices', () => {
    engine.voices = [voice('fr-CH')];
    const translator = new Translator('en', { en: { common } });
    const html = renderOnServer(
      <TranslatorProvider translator={translator}>
        <MemoryRouter>
          <Page />
        </MemoryRouter>
      </TranslatorProvider>,
    );
    expect(html).toContain('Que pensez-vous');
    expect(html).not.toContain('<button');
  });

  it('shows nothing where the browser has no speech synthesis', () => {
    vi.unstubAllGlobals();
    renderInApp(<Page />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('reads the parts in order with the Swiss voice, marking the part being read', () => {
    engine.voices = [voice('fr-FR'), voice('fr-CH'), voice('de-CH')];
    const onPart = vi.fn();
    renderInApp(<Page onPart={onPart} />);
    fireEvent.click(button());

    expect(engine.cancel).toHaveBeenCalledTimes(1);
    expect(engine.spoken.map((utterance) => utterance.text)).toEqual(parts.map((p) => p.text));
    for (const utterance of engine.spoken) {
      expect(utterance.voice?.lang).toBe('fr-CH');
      expect(utterance.lang).toBe('fr-CH');
      expect(utterance.rate).toBe(0.9);
    }
    expect(button()).toHaveAccessibleName('Stop reading');

    act(() => engine.spoken[0]?.onstart?.());
    expect(marked()).toEqual(['question']);
    act(() => engine.spoken[0]?.onend?.());
    act(() => engine.spoken[1]?.onstart?.());
    expect(marked()).toEqual(['answer-1']);
    act(() => engine.spoken[1]?.onend?.());
    act(() => engine.spoken[2]?.onstart?.());
    expect(marked()).toEqual(['answer-2']);
    act(() => engine.spoken[2]?.onend?.());

    expect(marked()).toEqual([]);
    expect(onPart.mock.calls).toEqual([
      ['question'],
      [null],
      ['answer-1'],
      [null],
      ['answer-2'],
      [null],
    ]);
    expect(button()).toHaveAccessibleName('Read aloud');
    expect(button()).toHaveAccessibleName('Read aloud');
    expect(engine.cancel).toHaveBeenCalledTimes(1);
  });

  it('stops on a second press: cancels the engine and clears the mark', () => {
    engine.voices = [voice('fr-CH')];
    renderInApp(<Page />);
    fireEvent.click(button());
    act(() => engine.waiting[0]?.onstart?.());
    expect(marked()).toEqual(['question']);

    fireEvent.click(button());
    expect(engine.cancel).toHaveBeenCalledTimes(2);
    expect(marked()).toEqual([]);
    expect(button()).toHaveAccessibleName('Read aloud');
    expect(button()).toHaveAccessibleName('Read aloud');

    // Events of the cancelled reading change nothing.
    act(() => engine.spoken[1]?.onstart?.());
    expect(marked()).toEqual([]);
  });

  it('resets after an error', () => {
    engine.voices = [voice('fr-CH')];
    renderInApp(<Page />);
    fireEvent.click(button());
    act(() => engine.waiting[0]?.onstart?.());
    act(() => engine.waiting[0]?.onerror?.({ error: 'synthesis-failed' }));
    expect(marked()).toEqual([]);
    expect(button()).toHaveAccessibleName('Read aloud');
  });

  it('stops when it is removed', () => {
    engine.voices = [voice('fr-CH')];
    const { unmount } = renderInApp(<Page />);
    fireEvent.click(button());
    act(() => engine.waiting[0]?.onstart?.());
    unmount();
    expect(engine.cancel).toHaveBeenCalledTimes(2);
    expect(engine.waiting).toEqual([]);
  });

  it('stops when the route changes', async () => {
    engine.voices = [voice('fr-CH')];
    const onPart = vi.fn();
    const router = renderInDataRouter(<Page onPart={onPart} />, { path: '/fr/survey/1' });
    fireEvent.click(button());
    act(() => engine.waiting[0]?.onstart?.());
    await act(() => router.navigate('/fr/survey/2'));

    expect(engine.cancel).toHaveBeenCalledTimes(2);
    expect(marked()).toEqual([]);
    expect(onPart).toHaveBeenLastCalledWith(null);
    expect(button()).toHaveAccessibleName('Read aloud');
  });
});
