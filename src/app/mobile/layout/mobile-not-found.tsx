import { Button, ErrorBlock } from 'antd-mobile';
import { useNavigate } from 'react-router-dom';
import { shellMessages } from '../../messages';
import { paths, toMobile } from '../../paths';
import styles from './mobile-layout.module.css';

/** Spec 2: any unknown mobile path shows this page, without the layout. */
export default function MobileNotFound() {
  const m = shellMessages.notFound;
  const navigate = useNavigate();
  return (
    <main className={styles.fullscreen}>
      <ErrorBlock
        status="empty"
        title={<h1 style={{ font: 'inherit', margin: 0 }}>{m.title}</h1>}
        description={m.description}
        fullPage
      >
        <Button color="primary" onClick={() => navigate(toMobile(paths.overview))}>
          {m.backHome}
        </Button>
      </ErrorBlock>
    </main>
  );
}
