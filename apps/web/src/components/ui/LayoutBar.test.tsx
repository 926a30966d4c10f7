import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LayoutBar, LayoutBarSlots, useMountedElement } from './LayoutBar';

// The question screen's bars are on the page from its first paint: the server sends them where
// the page puts them, and the browser moves them into the layout's bar once it is mounted.

function Layout() {
  const [top, setTop] = useMountedElement();
  return (
    <LayoutBarSlots value={{ top, bottom: null }}>
      <div data-testid="layout-bar" className="layout__bar" ref={setTop} />
      <main>
        <LayoutBar place="top">
          <p>progress</p>
        </LayoutBar>
      </main>
    </LayoutBarSlots>
  );
}

describe('a layout bar', () => {
  it('is in the server’s page, in a bar of its own where the page puts it', () => {
    const html = renderToString(<Layout />);
    expect(html).toContain('<main><div class="layout__bar"><p>progress</p></div></main>');
  });

  it('moves into the layout’s bar once that is mounted, and is there once', async () => {
    render(<Layout />);
    const bar = screen.getByTestId('layout-bar');
    await vi.waitFor(() => expect(bar).toHaveTextContent('progress'));
    expect(screen.getAllByText('progress')).toHaveLength(1);
  });
});
