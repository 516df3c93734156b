import { act, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import {
  BootOutlineFirstCommit,
  BootOutlineProvider,
  createBootOutline,
  BeforeLayout,
} from './boot-skeleton';

function Placeholder() {
  return (
    <BeforeLayout>
      <div role="status">Loading</div>
    </BeforeLayout>
  );
}

function pageWithOutline() {
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML = '<div data-boot-skeleton>outline</div>';
  const outline = createBootOutline(container);
  const app = container.appendChild(document.createElement('div'));
  const tree = (children: ReactNode) => (
    <>
      <BootOutlineProvider value={outline}>{children}</BootOutlineProvider>
      <BootOutlineFirstCommit outline={outline} />
    </>
  );
  const outlineShown = () => container.querySelector('[data-boot-skeleton]') !== null;
  return { app, tree, outlineShown };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the boot outline', () => {
  it('leaves in the first commit when that commit draws a screen', () => {
    const { app, tree, outlineShown } = pageWithOutline();
    render(tree(<h1>Overview</h1>), { container: app });
    expect(outlineShown()).toBe(false);
  });

  it('stays, with the placeholder drawing nothing, until a screen replaces the placeholder', async () => {
    const { app, tree, outlineShown } = pageWithOutline();
    const { rerender } = render(tree(<Placeholder />), { container: app });
    expect(outlineShown()).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
    await act(async () => rerender(tree(<h1>Overview</h1>)));
    expect(outlineShown()).toBe(false);
    expect(screen.getByRole('heading', { name: 'Overview' })).toBeInTheDocument();
  });

  it('stays when one commit swaps a placeholder for another', async () => {
    // The session check gives way to the layout, whose code is still on its way: the nearest
    // Suspense boundary hides the check and shows its own placeholder in the same commit.
    const { app, tree, outlineShown } = pageWithOutline();
    const { rerender } = render(tree(<Placeholder key="check" />), { container: app });
    await act(async () => rerender(tree(<Placeholder key="layout" />)));
    expect(outlineShown()).toBe(true);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('leaves with a layout that shows its own placeholder for the page', async () => {
    const { app, tree, outlineShown } = pageWithOutline();
    const { rerender } = render(tree(<Placeholder key="check" />), { container: app });
    // The layout replaces the session check and shows its own placeholder for the page: the layout
    // is a screen.
    await act(async () =>
      rerender(
        tree(
          <section>
            <h1>Layout</h1>
            <div role="status">Loading</div>
          </section>,
        ),
      ),
    );
    expect(outlineShown()).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });

  it('is nothing to a page without an outline (a host)', () => {
    const outline = createBootOutline(document.body.appendChild(document.createElement('div')));
    render(
      <BootOutlineProvider value={outline}>
        <Placeholder />
      </BootOutlineProvider>,
    );
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
