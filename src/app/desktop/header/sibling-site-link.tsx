import { ExportOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { siblingSiteMessages, useSiblingSite } from '@/domains/config/use-sibling-site';
import { siblingSiteLeavesPortal } from '@/domains/config/sibling-site';
import { currentEnvironment } from '@/shared/env/environment';
import { preloadMessage, showMessage } from '@/app/desktop/components/on-demand-message';

/**
 * The header's link to the sibling site (rule: src/domains/config/sibling-site.ts), with the
 * external-link icon; none where the rule only returns to the overview.
 */
export function SiblingSiteLink() {
  if (!siblingSiteLeavesPortal(currentEnvironment())) return null;
  return <SiblingSiteButton />;
}

function SiblingSiteButton() {
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
