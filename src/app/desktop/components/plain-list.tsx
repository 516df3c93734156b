import { Empty, Grid, Spin } from 'antd';
import { createContext, useContext } from 'react';
import type { HTMLAttributes, Key, ReactNode } from 'react';
import styles from './components.module.css';

interface ItemLook {
  item: string;
  actions: string;
}

const ItemLookContext = createContext<ItemLook>({ item: '', actions: styles.actions });

const classes = (...names: (string | false | undefined)[]) => names.filter(Boolean).join(' ');

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
 * Its look is antd's theme tokens, read from antd's CSS variables in components.module.css.
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
  className,
  ...rest
}: PlainListProps<T>) {
  const screens = Grid.useBreakpoint();
  const small = size === 'small';
  const item = classes(
    styles.item,
    small ? styles.itemSmall : bordered && styles.itemBordered,
    !screens.sm && styles.itemWrap,
  );
  const actions = classes(styles.actions, screens.md && styles.actionsWide);
  const look: ItemLook = { item: classes(item, split && styles.itemSplit), actions };
  const lastLook: ItemLook = after ? look : { item, actions };

  let content: ReactNode;
  if (items.length > 0) {
    content = (
      <ul className={styles.bare}>
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
    content = <div className={styles.listLoading} />;
  } else {
    content = (
      <div className={styles.listEmpty}>{emptyText ?? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}</div>
    );
  }

  return (
    <div {...rest} className={classes(styles.list, bordered && styles.listBordered, className)}>
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

/** One item of a PlainList; `style` and `className` add to (or override) the list's item look. */
export function PlainListItem({ actions, className, children, ...rest }: PlainListItemProps) {
  const look = useContext(ItemLookContext);
  return (
    <li {...rest} className={classes(look.item, className)}>
      {children}
      {actions && actions.length > 0 && (
        <ul className={look.actions}>
          {actions.map((action, index) => (
            <li key={index} className={styles.action}>
              {action}
              {index < actions.length - 1 && <em className={styles.actionSplit} />}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

/** An item's title (an `h4`, as antd's was) and description. */
export function PlainListItemMeta({ title, description }: { title?: ReactNode; description?: ReactNode }) {
  return (
    <div className={styles.meta}>
      {(title || description) && (
        <div className={styles.metaContent}>
          {title && <h4 className={styles.metaTitle}>{title}</h4>}
          {description && <div className={styles.metaDescription}>{description}</div>}
        </div>
      )}
    </div>
  );
}
