import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/lib/translation';
import { portraitProblem } from '@values-cross/core';
import { apiFetch } from '@/lib/api-client';
import { useHydrated } from '@/lib/use-hydrated';
import '@/components/ui/field.css';
import '../portrait-picker.css';

interface PortraitPickerProps {
  /** The stored portrait (private: fetched with the login's token). */
  currentUrl: string | null;
  onChange: (file: File | null) => void;
  error?: string | null;
  onProblem: (problem: 'portrait_size' | 'portrait_type' | null) => void;
}

function usePrivateImage(url: string | null): string | null {
  const [objectUrl, setObjectUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!url) return;
    let current = true;
    let created: string | null = null;
    void apiFetch(url)
      .then((response) => (response.ok ? response.blob() : null))
      .then((blob) => {
        if (!blob || !current) return;
        created = URL.createObjectURL(blob);
        setObjectUrl(created);
      })
      .catch(() => undefined);
    return () => {
      current = false;
      if (created) URL.revokeObjectURL(created);
    };
  }, [url]);
  return url ? objectUrl : null;
}

/**
 * The portrait field (product.md §5): JPG or PNG up to 1 MB, checked here before upload (and again by
 * the server), with a preview of the chosen picture.
 */
export function PortraitPicker({ currentUrl, onChange, error, onProblem }: PortraitPickerProps) {
  const { t } = useTranslation('account');
  const stored = usePrivateImage(currentUrl);
  const working = useHydrated();
  const [preview, setPreview] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const choose = (file: File | undefined) => {
    if (!file) return;
    const problem = portraitProblem({ type: file.type, size: file.size });
    onProblem(problem);
    if (problem) {
      onChange(null);
      setPreview(null);
      return;
    }
    onChange(file);
    setPreview(URL.createObjectURL(file));
  };

  const shown = preview ?? stored;
  return (
    <div className="field portrait-picker">
      <label htmlFor="portrait" id="portrait-label">
        {t('profile.portrait')}
      </label>
      <p className="field__hint" id="portrait-hint">
        {t('profile.portraitHint')}
      </p>
      {shown && (
        <img
          className="portrait-picker__preview"
          src={shown}
          alt={t('profile.portraitPreview')}
          width={128}
          height={128}
        />
      )}
      {/* The browser's own file button speaks the browser's language, not the page's: it stays
          out of sight and our labelled button opens the file chooser. */}
      <input
        ref={input}
        id="portrait"
        name="portrait"
        type="file"
        className="visually-hidden"
        tabIndex={-1}
        accept="image/jpeg,image/png"
        onChange={(event) => choose(event.target.files?.[0])}
      />
      {working ? (
        <button
          type="button"
          className="button portrait-picker__choose"
          aria-describedby={error ? 'portrait-hint portrait-error' : 'portrait-hint'}
          aria-invalid={error ? true : undefined}
          onClick={() => input.current?.click()}
        >
          {t('profile.portraitChoose')}
        </button>
      ) : (
        // Choosing needs the page's scripts: until they run, no dead button.
        <p className="field__hint">{t('profile.portraitNeedsScripts')}</p>
      )}
      {error && (
        <p className="field__error" id="portrait-error">
          {error}
        </p>
      )}
    </div>
  );
}
