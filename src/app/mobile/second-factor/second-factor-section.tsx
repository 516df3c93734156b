import { Dialog, List, Skeleton } from 'antd-mobile';
import { lazy, Suspense } from 'react';
import { useSecondFactorSettings } from '@/domains/auth/second-factor-hooks';
import { secondFactorMessages } from '@/domains/auth/second-factor-messages';
import { MobileFormAlert } from '@/app/mobile/components/mobile-form-alert';
import { showToast } from '@/app/mobile/components/mobile-toast';
import { withCatalogs } from '@/shared/i18n';

const a = secondFactorMessages.account;

// The sheet (key, QR code, code, recovery codes) loads when the user opens it.
const FactorSheet = lazy(
  withCatalogs(() =>
    import(/* webpackChunkName: "mobile-second-factor-sheet" */ './factor-sheet').then((module) => ({
      default: module.FactorSheet,
    })),
  ),
);

/** The phone's account page: the user's second factor. */
export function MobileSecondFactorSection({
  cardClass,
  titleClass,
}: {
  cardClass: string;
  titleClass: string;
}) {
  const settings = useSecondFactorSettings();
  const { status } = settings;
  const forget = async () => {
    const confirmed = await Dialog.confirm({
      content: a.forgetDevices,
      confirmText: a.confirm,
      cancelText: a.cancel,
    });
    if (confirmed && (await settings.forgetDevices())) showToast({ content: a.devicesForgotten });
  };
  return (
    <div className={cardClass}>
      <h2 className={titleClass}>{a.title}</h2>
      {!status && settings.loading ? (
        // The shape of the usual answer (off: the state and "Turn on"), so nothing below moves.
        <List aria-busy>
          <List.Item>
            <Skeleton.Title animated />
          </List.Item>
          <List.Item disabled>{a.turnOn}</List.Item>
        </List>
      ) : !status ? (
        <MobileFormAlert kind="error">{a.loadFailed}</MobileFormAlert>
      ) : (
        <List>
          <List.Item
            description={
              status.enabled
                ? `${a.recoveryLeft(status.recoveryCodesLeft)} · ${a.devices(status.rememberedDevices)}`
                : status.required
                  ? a.required
                  : undefined
            }
          >
            <span data-testid="second-factor-state">{status.enabled ? a.on : a.off}</span>
          </List.Item>
          {!status.enabled && (
            <List.Item clickable onClick={() => void settings.open('enable')}>
              {a.turnOn}
            </List.Item>
          )}
          {status.enabled && (
            <List.Item clickable onClick={() => void settings.open('codes')}>
              {a.newCodes}
            </List.Item>
          )}
          {status.enabled && status.rememberedDevices > 0 && (
            <List.Item clickable onClick={() => void forget()}>
              {a.forgetDevices}
            </List.Item>
          )}
          {status.enabled && !status.required && (
            <List.Item clickable onClick={() => void settings.open('disable')}>
              {a.turnOff}
            </List.Item>
          )}
        </List>
      )}
      {settings.dialog && (
        <Suspense fallback={null}>
          <FactorSheet settings={settings} />
        </Suspense>
      )}
    </div>
  );
}
