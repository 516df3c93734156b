import { Button, ErrorBlock } from 'antd-mobile';
import { useLocation, useNavigate } from 'react-router-dom';
import { shellMessages } from '@/app/messages/app';
import { paths, toMobile } from '@/app/routing/paths';
import { nearestMobileScreen } from './desktop-only-paths';
import styles from './mobile-layout.module.css';

/**
 * ROUTE-TREES: any unknown mobile path shows this page, without the layout. A desktop-only page (a
 * link shared from a computer) is recognised and the nearest mobile screen offered instead.
 */
export default function MobileNotFound() {
  const m = shellMessages.notFound;
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const nearest = nearestMobileScreen(pathname);
  return (
    <main className={styles.fullscreen}>
      <ErrorBlock
        status="empty"
        title={<h1 className={styles.blockTitle}>{nearest?.title ?? m.title}</h1>}
        description={nearest?.description ?? m.description}
      >
        <div className={styles.blockActions}>
          {nearest && (
            <Button color="primary" onClick={() => navigate(nearest.to, { replace: true })}>
              {nearest.action}
            </Button>
          )}
          <Button color={nearest ? 'default' : 'primary'} onClick={() => navigate(toMobile(paths.overview))}>
            {m.backHome}
          </Button>
        </div>
      </ErrorBlock>
    </main>
  );
}
