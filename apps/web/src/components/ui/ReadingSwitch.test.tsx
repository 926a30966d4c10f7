import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ReadingContext } from '@/lib/reading';
import { renderInApp } from '@/testing/render';
import { ReadingSwitch } from './ReadingSwitch';

describe('ReadingSwitch', () => {
  it('is an "Easy English" switch, off, leading to the same page in easy language', () => {
    renderInApp(<ReadingSwitch />, { path: '/en/result?id=AbCdEf123456#secret=x' });
    const toggle = screen.getByRole('switch', { name: 'Easy English' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(toggle).toHaveAttribute('href', '/en/result?id=AbCdEf123456&reading=easy');
  });

  it('is on in easy language and leads back to the standard reading', () => {
    renderInApp(
      <ReadingContext value="easy">
        <ReadingSwitch />
      </ReadingContext>,
      { path: '/fr/question/3?reading=easy' },
    );
    const toggle = screen.getByRole('switch', { name: 'Easy English' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(toggle).toHaveAttribute('href', '/fr/question/3?reading=standard');
  });

  it('answers the space bar as a switch does', () => {
    renderInApp(<ReadingSwitch />);
    const toggle = screen.getByRole('switch');
    const click = vi.fn((event: Event) => event.preventDefault());
    toggle.addEventListener('click', click);
    fireEvent.keyDown(toggle, { key: ' ' });
    expect(click).toHaveBeenCalledTimes(1);
    fireEvent.keyDown(toggle, { key: 'a' });
    expect(click).toHaveBeenCalledTimes(1);
  });
});
