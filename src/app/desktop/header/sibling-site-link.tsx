import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { siblingSiteMessages, useSiblingSite } from '@/domains/config/use-sibling-site';
import { preloadMessage, showMessage } from '@/app/desktop/components/on-demand-message';

/** The header's link to the sibling site (rule: src/domains/config/sibling-site.ts). */
export function SiblingSiteLink() {
  const navigate = useNavigate();
  const { go, pending } = useSiblingSite(false, (action) => {
    if (action.kind === 'overview') {
      window.scrollTo(0, 0);
      navigate(action.path);
    } else if (action.kind === 'navigate') window.location.assign(action.url);
    else showMessage('error', siblingSiteMessages.failed);
  });
  return (
    <Button
      type="text"
      icon={<ExportOutlined aria-hidden />}
      loading={pending}
      onPointerEnter={preloadMessage}
      onFocus={preloadMessage}
      onClick={() => void go()}
    >
      {siblingSiteMessages.link}
    </Button>
  );
}
