import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInApp } from '@/testing/render';
import { NewsletterForm } from './NewsletterForm';

describe('NewsletterForm', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('says a name with an unseen character is refused, and sends nothing', async () => {
    const sent = vi.fn(() => Promise.resolve(new Response(null, { status: 201 })));
    vi.stubGlobal('fetch', sent);
    renderInApp(<NewsletterForm />);
    fireEvent.change(screen.getByLabelText(/e-mail/i), { target: { value: 'anna@example.ch' } });
    fireEvent.change(screen.getByLabelText(/first name/i), {
      target: { value: 'An\u202ena' },
    });
    await waitFor(() => expect(screen.getByRole('button', { name: /subscribe/i })).toBeEnabled());
    fireEvent.click(screen.getByRole('button', { name: /subscribe/i }));
    await waitFor(() =>
      expect(screen.getByLabelText(/first name/i)).toHaveAccessibleDescription(
        'Please use visible characters only.',
      ),
    );
    expect(sent).not.toHaveBeenCalled();
  });
});
