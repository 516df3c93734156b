import { CheckOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Space, Typography } from 'antd';
import type { MenuProps } from 'antd';
import { accessFor } from '@/domains/session/access';
import { useSession } from '@/domains/session/session-context';
import { sessionMessages } from '@/app/session/messages';
import { preloadMessage, showMessage } from '@/app/desktop/components/on-demand-message';
import { PartnerLogo } from './partner-logo';
import styles from './header.module.css';
import components from '@/app/desktop/components/components.module.css';
import { partnerDisplayName } from '@/domains/session/partner';

const m = sessionMessages.header;

/** Current partner (logo and name); admins open it to switch to another partner of their list. */
export function PartnerSwitcher() {
  const session = useSession();
  const { partner, partners, switching, switchPartner } = session;
  if (!partner) return null;

  // Logos are wordmarks that already spell the name, and their text alternative names the
  // partner: beside one, the name is not drawn nor read again (the header showed it twice). Without
  // a logo (an initial) it shows.
  const current = (
    <Space size={8} align="center">
      <PartnerLogo partner={partner} />
      <Typography.Text
        strong
        data-testid="current-partner-name"
        className={partner.logoUrl ? components.visuallyHidden : undefined}
        aria-hidden={partner.logoUrl ? true : undefined}
      >
        {partnerDisplayName(partner)}
      </Typography.Text>
    </Space>
  );
  if (!accessFor(session).canSwitchPartner) return current;

  const items: MenuProps['items'] = [
    { key: 'heading', type: 'group', label: m.switchPartner },
    ...partners.map((candidate) => ({
      key: candidate.id,
      label: (
        <Space size={10} className={styles.partnerOption}>
          <span className={styles.partnerOptionLogo}>
            <PartnerLogo partner={candidate} size={24} />
          </span>
          <span>{partnerDisplayName(candidate)}</span>
          {candidate.id === partner.id && <CheckOutlined className={styles.current} aria-hidden />}
        </Space>
      ),
      disabled: candidate.id === partner.id,
    })),
  ];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    const next = partners.find((candidate) => candidate.id === key);
    if (!next) return;
    switchPartner(next.id).then(
      // Static: this component remounts with the new partner's screens before the switch resolves.
      () => showMessage('success', m.switched(next.name)),
      // The request client has already shown why the switch failed.
      () => undefined,
    );
  };

  return (
    <Dropdown
      menu={{ items, onClick }}
      trigger={['click']}
      disabled={switching}
      onOpenChange={(open) => open && preloadMessage()}
    >
      <Button
        type="text"
        loading={switching}
        aria-label={m.partnerMenu(partner.name)}
        className={styles.headerButton}
      >
        {current}
        <DownOutlined aria-hidden className={styles.caret} />
      </Button>
    </Dropdown>
  );
}
