import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { ReadAloud } from './ReadAloud';

const loaded = vi.hoisted(() => ({ count: 0 }));
vi.mock('./ReadAloudControl', () => {
  loaded.count += 1;
  return { ReadAloudControl: () => <button type="button">Read aloud</button> };
});

/** The browser's speech synthesis with the voices a test gives it. */
class FakeEngine extends EventTarget {
  voices: Partial<SpeechSynthesisVoice>[] = [];
  getVoices = () => this.voices;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ReadAloud (the control, loaded on demand)', () => {
  it('never loads the control on a device without voices, and loads it once one arrives', async () => {
    const engine = new FakeEngine();
    vi.stubGlobal('speechSynthesis', engine);
    renderInApp(<ReadAloud parts={[{ id: 'q', text: 'Frage' }]} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(loaded.count).toBe(0);
    expect(screen.queryByRole('button')).toBeNull();

    engine.voices = [{ lang: 'de-CH', localService: true }];
    act(() => void engine.dispatchEvent(new Event('voiceschanged')));
    expect(await screen.findByRole('button', { name: 'Read aloud' })).toBeVisible();
    expect(loaded.count).toBe(1);
  });

  it('shows nothing where the browser has no speech synthesis', async () => {
    vi.stubGlobal('speechSynthesis', undefined);
    renderInApp(<ReadAloud parts={[{ id: 'q', text: 'Frage' }]} />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(screen.queryByRole('button')).toBeNull();
  });
});
