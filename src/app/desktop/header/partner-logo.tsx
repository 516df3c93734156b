import { theme } from 'antd';
import { useState } from 'react';
import type { Partner } from '@contract/partner/schemas';
import { mediaUrl } from '@/domains/carousel/media-url';
import { sessionMessages } from '@/app/session/messages';

/** A partner's logo, or its initial on the brand colour when there is no logo (or it fails to load). */
export function PartnerLogo({ partner, size = 28 }: { partner: Partner; size?: number }) {
  const { token } = theme.useToken();
  const [failed, setFailed] = useState(false);
  const frame = { width: size, height: size, borderRadius: token.borderRadiusSM, flex: 'none' as const };
  if (partner.logoUrl && !failed) {
    return (
      <img
        src={mediaUrl(partner.logoUrl)}
        alt={sessionMessages.header.logoAlt(partner.name)}
        onError={() => setFailed(true)}
        // Logos are wordmarks (about 10:3): fixed height, natural width.
        // A block, not an inline image on the text baseline: inline it sat about 8 px above the
        // partner name beside it (header, account management).
        style={{
          ...frame,
          display: 'block',
          width: 'auto',
          maxWidth: size * 3.4,
          objectFit: 'contain',
          background: token.colorBgContainer,
        }}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={sessionMessages.header.logoAlt(partner.name)}
      style={{
        ...frame,
        display: 'grid',
        placeItems: 'center',
        background: partner.brandColor || token.colorPrimary,
        color: token.colorTextLightSolid,
        fontWeight: 600,
        fontSize: size * 0.45,
      }}
    >
      {partner.name.slice(0, 1).toUpperCase()}
    </span>
  );
}
