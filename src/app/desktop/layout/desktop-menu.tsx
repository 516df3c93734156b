import {
  AppstoreOutlined,
  BarChartOutlined,
  CalendarOutlined,
  FileTextOutlined,
  GiftOutlined,
  HistoryOutlined,
  PictureOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/app/routing/app-link';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';
import { desktopSections } from '@/app/desktop/sections';
import type { MenuIcon } from '@/app/desktop/sections';
import { cameFromCalendar } from '@/app/routing/event-from-calendar';
import { useLocale } from '@/shared/i18n';

const s = shellMessages.sections;
// The side menu is narrow: its width and indent (desktop-layout.tsx, below) fit the longest label,
// "Quarterly business reviews"; should a longer one come, it ends in an ellipsis with the whole
// of it on hover.
const link = (to: string, label: string) => (
  <AppLink to={to} title={label}>
    {label}
  </AppLink>
);

const icons: Record<MenuIcon, ReactNode> = {
  overview: <AppstoreOutlined />,
  performance: <BarChartOutlined />,
  incentives: <GiftOutlined />,
  contracts: <FileTextOutlined />,
  calendar: <CalendarOutlined />,
  businessInsights: <ReadOutlined />,
  events: <PictureOutlined />,
  account: <UserOutlined />,
  log: <HistoryOutlined />,
};

const BUSINESS_INSIGHTS = 'business-insights';

/** The side menu, in the order of the section registry (src/app/desktop/sections.ts), in the language shown. */
function menuItems(): NonNullable<MenuProps['items']> {
  const items: NonNullable<MenuProps['items']> = [];
  const group: NonNullable<MenuProps['items']> = [];
  for (const entry of desktopSections.flatMap((section) => section.menu ?? [])) {
    const item = { key: entry.to, label: link(entry.to, entry.label) };
    if (entry.group === 'businessInsights') {
      if (group.length === 0) {
        items.push({
          key: BUSINESS_INSIGHTS,
          icon: icons.businessInsights,
          label: s.businessInsights,
          children: group,
        });
      }
      group.push(item);
    } else {
      items.push({ ...item, icon: entry.icon ? icons[entry.icon] : undefined });
    }
  }
  return items;
}

/**
 * The key of the menu entry a path belongs to (sub-pages light up their section; an event opened
 * from the calendar lights up the calendar, `state` being the history entry's).
 */
export function selectedMenuKey(pathname: string, state?: unknown): string {
  if (pathname.startsWith('/event-detail'))
    return cameFromCalendar(state) ? paths.interactiveCalendar : paths.eventsCarouselDetail;
  if (pathname.startsWith(paths.contracts)) return paths.contracts;
  return pathname;
}

export function DesktopMenu({ onNavigate }: { onNavigate?: () => void }) {
  // Renders again, with everything under it, when the language changes.
  useLocale();
  const { pathname, state } = useLocation();
  const selected = selectedMenuKey(pathname, state);
  const open =
    pathname.startsWith('/business-insights') || pathname === paths.newsletter ? [BUSINESS_INSIGHTS] : [];
  return (
    <Menu
      mode="inline"
      // The kit's 24 px step cut "Quarterly business reviews" in the 248 px side menu.
      inlineIndent={16}
      aria-label={shellMessages.menu.mainNavigation}
      selectedKeys={[selected]}
      defaultOpenKeys={open}
      items={menuItems()}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
