import { Toast } from 'antd-mobile';
import { useEffect } from 'react';
import { usePopupContainer } from '@/app/host/mount-context';
import { useRegisterNotify } from '@/app/session/notifier-context';

/** Shows failed calls with an antd-mobile Toast inside the app's container. */
export default function MobileFailureNotifier() {
  const getContainer = usePopupContainer();
  const register = useRegisterNotify();

  useEffect(
    () => register((error) => void Toast.show({ content: error.message, icon: 'fail', getContainer })),
    [getContainer, register],
  );

  return null;
}
