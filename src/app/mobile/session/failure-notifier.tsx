import { useEffect } from 'react';
import { usePopupContainer } from '@/app/host/mount-context';
import { useRegisterNotify } from '@/app/session/notifier-context';
import { showToast } from '@/app/mobile/components/mobile-toast';

/** Shows failed calls with an antd-mobile Toast inside the app's container. */
export default function MobileFailureNotifier() {
  const getContainer = usePopupContainer();
  const register = useRegisterNotify();

  useEffect(
    () => register((error) => void showToast({ content: error.message, icon: 'fail', getContainer })),
    [getContainer, register],
  );

  return null;
}
