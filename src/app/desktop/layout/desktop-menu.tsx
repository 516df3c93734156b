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
import { useLocation } from 'react-router-dom';
import { AppLink } from '@/app/routing/app-link';
import { shellMessages } from '@/app/messages/app';
import { paths } from '@/app/routing/paths';

const s = shellMessages.sections;
const link = (to: string, label: string) => <AppLink to={to}>{label}</AppLink>;

const items: MenuProps['items'] = [
  { key: paths.overview, icon: <AppstoreOutlined />, label: link(paths.overview, s.overview) },
  {
    key: paths.performanceInsights,
    icon: <BarChartOutlined />,
    label: link(paths.performanceInsights, s.performanceInsights),
  },
  {
    key: paths.exclusiveIncentives,
    icon: <GiftOutlined />,
    label: link(paths.exclusiveIncentives, s.exclusiveIncentives),
  },
  { key: paths.contracts, icon: <FileTextOutlined />, label: link(paths.contracts, s.contracts) },
  {
    key: paths.interactiveCalendar,
    icon: <CalendarOutlined />,
    label: link(paths.interactiveCalendar, s.interactiveCalendar),
  },
  {
    key: 'business-insights',
    icon: <ReadOutlined />,
    label: s.businessInsights,
    children: [
      { key: paths.newsletter, label: link(paths.newsletter, s.newsletter) },
      {
        key: paths.businessInsights('Newsletter'),
        label: link(paths.businessInsights('Newsletter'), `${s.newsletter} archive`),
      },
      { key: paths.businessInsights('QBR'), label: link(paths.businessInsights('QBR'), s.qbr) },
    ],
  },
  {
    key: paths.eventsCarouselDetail,
    icon: <PictureOutlined />,
    label: link(paths.eventsCarouselDetail, s.eventsCarouselDetail),
  },
  {
    key: paths.accountManagement,
    icon: <UserOutlined />,
    label: link(paths.accountManagement, s.accountManagement),
  },
  { key: paths.operationLog, icon: <HistoryOutlined />, label: link(paths.operationLog, s.operationLog) },
];

/** The key of the menu entry a path belongs to (sub-pages light up their section). */
export function selectedMenuKey(pathname: string): string {
  if (pathname.startsWith('/event-detail')) return paths.eventsCarouselDetail;
  if (pathname.startsWith(paths.contracts)) return paths.contracts;
  return pathname;
}

export function DesktopMenu({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const selected = selectedMenuKey(pathname);
  const open =
    pathname.startsWith('/business-insights') || pathname === paths.newsletter ? ['business-insights'] : [];
  return (
    <Menu
      mode="inline"
      aria-label={shellMessages.menu.mainNavigation}
      selectedKeys={[selected]}
      defaultOpenKeys={open}
      items={items}
      onClick={onNavigate}
      style={{ borderInlineEnd: 'none' }}
    />
  );
}
