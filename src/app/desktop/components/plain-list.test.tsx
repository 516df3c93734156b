import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import PlainList, { PlainListItem, PlainListItemMeta } from './plain-list';

interface Version {
  version: number;
  note: string;
}

const versions: Version[] = [
  { version: 2, note: 'Rates for 2026' },
  { version: 1, note: 'First signed copy' },
];

// The outer list's own items: each item's actions are a list of their own inside it.
const outerItems = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list);

describe('PlainList', () => {
  it('lists every item in a list, each with its actions after its text', async () => {
    const opened: number[] = [];
    render(
      <PlainList
        aria-label="Versions"
        items={versions}
        itemKey={(v) => v.version}
        renderItem={(v) => (
          <PlainListItem
            aria-label={`Version ${v.version}`}
            actions={[
              <Button key="open" size="small" onClick={() => opened.push(v.version)}>
                Open version {v.version}
              </Button>,
            ]}
          >
            <PlainListItemMeta title={`Version ${v.version}`} description={v.note} />
          </PlainListItem>
        )}
      />,
    );

    const list = screen.getAllByRole('list')[0];
    const items = outerItems(list);
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveAccessibleName('Version 2');
    expect(within(items[0]).getByRole('heading', { level: 4, name: 'Version 2' })).toBeInTheDocument();
    expect(within(items[0]).getByText('Rates for 2026')).toBeInTheDocument();

    const open = within(items[1]).getByRole('button', { name: 'Open version 1' });
    expect(items[1].lastElementChild).toContainElement(open);
    await userEvent.click(open);
    expect(opened).toEqual([1]);
  });

  it('makes nothing a click target or a tab stop that the items did not bring', async () => {
    render(
      <PlainList
        items={['Alpha', 'Beta']}
        renderItem={(text) => (
          <PlainListItem>
            <a href="#alpha">{text}</a>
          </PlainListItem>
        )}
      />,
    );
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Alpha' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('link', { name: 'Beta' })).toHaveFocus();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('says there is nothing to list, with its own text or the small empty picture', () => {
    const { rerender } = render(
      <PlainList items={[]} emptyText="No earlier issues" renderItem={() => null} />,
    );
    expect(screen.getByText('No earlier issues')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();

    rerender(<PlainList items={[]} renderItem={() => null} />);
    expect(screen.getByText('No data', { selector: 'div' })).toBeInTheDocument();
  });

  it('while it loads, shows no empty text and is busy; what comes after the items stays', () => {
    const { container, rerender } = render(
      <PlainList
        loading
        items={[]}
        emptyText="No earlier issues"
        renderItem={() => null}
        after={<button type="button">Load more</button>}
      />,
    );
    expect(screen.queryByText('No earlier issues')).not.toBeInTheDocument();
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeInTheDocument();

    rerender(
      <PlainList
        items={['Alpha']}
        renderItem={(text) => <PlainListItem>{text}</PlainListItem>}
        after={<button type="button">Load more</button>}
      />,
    );
    expect(container.querySelector('[aria-busy="true"]')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('Alpha');
  });
});
