import { Empty, Grid, Spin, theme } from 'antd';
import { createContext, useContext } from 'react';
import type { CSSProperties, HTMLAttributes, Key, ReactNode } from 'react';

// antd List's own placeholder while it loads with nothing to show yet.
const LOADING_MIN_HEIGHT = 53;

interface ItemLook {
  item: CSSProperties;
  actionsGap: number;
}

const ItemLookContext = createContext<ItemLook>({ item: {}, actionsGap: 0 });

export interface PlainListProps<T> extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  items: readonly T[];
  renderItem: (item: T, index: number) => ReactNode;
  /** The item's React key; its index when left out. */
  itemKey?: (item: T) => Key;
  size?: 'default' | 'small';
  /** A line between items. */
  split?: boolean;
  bordered?: boolean;
  /** A spinner over the items (the list keeps its place while a page loads). */
  loading?: boolean;
  /** Shown when there are no items and nothing loads; antd's small empty picture by default. */
  emptyText?: ReactNode;
  /** A "load more" button or pagination under the items; the last item then keeps its line. */
  after?: ReactNode;
}

/**
 * A list of items (`ul`/`li`) with the markup, spacing and tokens of antd's List, deprecated in 6.6.
 * Styled inline from theme tokens rather than with a CSS module: desktop styles come from antd's
 * CSS-in-JS, and a module would add a style sheet request to every route showing a list (budgets.json).
 */
export default function PlainList<T>({
  items,
  renderItem,
  itemKey,
  size = 'default',
  split = true,
  bordered = false,
  loading = false,
  emptyText,
  after,
  style,
  ...rest
}: PlainListProps<T>) {
  const { token } = theme.useToken();
  const screens = Grid.useBreakpoint();
  const small = size === 'small';
  const item: CSSProperties = {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: screens.sm ? undefined : 'wrap',
    paddingBlock: small ? token.paddingContentVerticalSM : token.paddingContentVertical,
    paddingInline: small ? token.paddingContentHorizontal : bordered ? token.paddingLG : 0,
    color: token.colorText,
    borderBlockEnd: split ? `${token.lineWidth}px ${token.lineType} ${token.colorSplit}` : undefined,
  };
  const actionsGap = screens.md ? token.marginXXL : token.marginLG;
  const look: ItemLook = { item, actionsGap };
  const lastLook: ItemLook = after ? look : { item: { ...item, borderBlockEnd: undefined }, actionsGap };

  let content: ReactNode;
  if (items.length > 0) {
    content = (
      <ul style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {items.map((entry, index) => (
          <ItemLookContext.Provider
            key={itemKey ? itemKey(entry) : index}
            value={index === items.length - 1 ? lastLook : look}
          >
            {renderItem(entry, index)}
          </ItemLookContext.Provider>
        ))}
      </ul>
    );
  } else if (loading) {
    content = <div style={{ minHeight: LOADING_MIN_HEIGHT }} />;
  } else {
    content = (
      <div
        style={{
          padding: token.padding,
          color: token.colorTextDescription,
          fontSize: token.fontSize,
          textAlign: 'center',
        }}
      >
        {emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </div>
    );
  }

  return (
    <div
      {...rest}
      style={{
        position: 'relative',
        boxSizing: 'border-box',
        color: token.colorText,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
        fontFamily: token.fontFamily,
        listStyle: 'none',
        ...(bordered && {
          border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
        }),
        ...style,
      }}
    >
      {/* Spin, as antd List had it: the items sit in a polite live region, busy while loading. */}
      <Spin spinning={loading}>{content}</Spin>
      {after}
    </div>
  );
}

export interface PlainListItemProps extends HTMLAttributes<HTMLLIElement> {
  /** Controls at the item's end, separated by thin lines. */
  actions?: ReactNode[];
}

/** One item of a PlainList; `style` adds to (or overrides) the list's item look. */
export function PlainListItem({ actions, style, children, ...rest }: PlainListItemProps) {
  const { token } = theme.useToken();
  const { item, actionsGap } = useContext(ItemLookContext);
  return (
    <li {...rest} style={{ ...item, ...style }}>
      {children}
      {actions && actions.length > 0 && (
        <ul
          style={{
            flex: '0 0 auto',
            margin: 0,
            marginInlineStart: actionsGap,
            padding: 0,
            fontSize: 0,
            listStyle: 'none',
          }}
        >
          {actions.map((action, index) => (
            <li
              key={index}
              style={{
                position: 'relative',
                display: 'inline-block',
                paddingBlock: 0,
                paddingInline: index === 0 ? `0 ${token.paddingXS}px` : token.paddingXS,
                color: token.colorTextDescription,
                fontSize: token.fontSize,
                lineHeight: token.lineHeight,
                textAlign: 'center',
              }}
            >
              {action}
              {index < actions.length - 1 && (
                <em
                  style={{
                    position: 'absolute',
                    insetBlockStart: '50%',
                    insetInlineEnd: 0,
                    width: token.lineWidth,
                    // antd's fontHeight (an internal token): one line of text.
                    height: Math.round(token.fontSize * token.lineHeight) - token.marginXXS * 2,
                    transform: 'translateY(-50%)',
                    backgroundColor: token.colorSplit,
                  }}
                />
              )}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** An item's title (an `h4`, as antd's was) and description. */
export function PlainListItemMeta({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  const { token } = theme.useToken();
  const text = { fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div style={{ display: 'flex', flex: 1, alignItems: 'flex-start', maxWidth: '100%' }}>
      {(title || description) && (
        <div style={{ flex: '1 0', width: 0, color: token.colorText }}>
          {title && (
            <h4 style={{ margin: `0 0 ${token.marginXXS}px`, color: token.colorText, ...text }}>{title}</h4>
          )}
          {description && <div style={{ color: token.colorTextDescription, ...text }}>{description}</div>}
        </div>
      )}
    </div>
  );
}
