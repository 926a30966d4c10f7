import { afterEach, describe, expect, it, vi } from 'vitest';
import { speechEngine, voiceFor } from './speech';

const voice = (lang: string, localService = true, name = lang) =>
  ({ lang, localService, name, voiceURI: name, default: false }) as SpeechSynthesisVoice;

describe('voiceFor', () => {
  it('prefers the Swiss variant of the language', () => {
    const voices = [voice('de-DE'), voice('fr-FR'), voice('fr-CH'), voice('de-CH')];
    expect(voiceFor(voices, 'fr')?.lang).toBe('fr-CH');
    expect(voiceFor(voices, 'de')?.lang).toBe('de-CH');
  });

  it('prefers British English, then American, then any English', () => {
    expect(voiceFor([voice('en-AU'), voice('en-US'), voice('en-GB')], 'en')?.lang).toBe('en-GB');
    expect(voiceFor([voice('en-AU'), voice('en-US')], 'en')?.lang).toBe('en-US');
    expect(voiceFor([voice('de-DE'), voice('en-AU')], 'en')?.lang).toBe('en-AU');
  });

  it('takes any voice of the language, whatever its case and separator', () => {
    expect(voiceFor([voice('en-US'), voice('IT_it')], 'it')?.lang).toBe('IT_it');
    expect(voiceFor([voice('it_CH')], 'it')?.lang).toBe('it_CH');
    expect(voiceFor([voice('fr')], 'fr')?.lang).toBe('fr');
  });

  it('finds nothing without a voice of the language', () => {
    expect(voiceFor([], 'de')).toBeNull();
    expect(voiceFor([voice('en-GB'), voice('frr-DE'), voice('ita')], 'it')).toBeNull();
    expect(voiceFor([voice('en-GB'), voice('frr-DE')], 'fr')).toBeNull();
  });

  it('takes only voices on the device: a network voice would send the text away', () => {
    const online = voice('fr-CH', false, 'online');
    const device = voice('fr-CH', true, 'device');
    expect(voiceFor([online, device], 'fr')).toBe(device);
    expect(voiceFor([online, voice('fr-FR', true, 'france')], 'fr')?.name).toBe('france');
    expect(voiceFor([voice('de-CH', false, 'a'), voice('de-AT', true, 'b')], 'de')?.name).toBe('b');
    expect(voiceFor([online], 'fr')).toBeNull();
  });

  it('keeps the first of equal voices', () => {
    expect(voiceFor([voice('de-CH', true, 'a'), voice('de-CH', true, 'b')], 'de')?.name).toBe('a');
  });
});

describe('speechEngine', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('is null where the browser has no speech synthesis', () => {
    expect(speechEngine()).toBeNull();
  });

  it('is the browser speech synthesis where there is one', () => {
    const engine = { getVoices: () => [] };
    vi.stubGlobal('speechSynthesis', engine);
    vi.stubGlobal('SpeechSynthesisUtterance', vi.fn());
    expect(speechEngine()).toBe(engine);
  });
});
