import { message } from 'antd';
import { useEffect } from 'react';
import { usePopupContainer } from '@/app/host/mount-context';
import { useRegisterNotify } from '@/app/session/notifier-context';

/** Shows failed calls with antd message, inside the app's container and theme. */
export default function DesktopFailureNotifier() {
  const getContainer = usePopupContainer();
  const [api, contextHolder] = message.useMessage({ getContainer, maxCount: 3 });
  const register = useRegisterNotify();

  // The code is the key: ten calls failing the same way show one message.
  useEffect(
    () => register((error) => void api.error({ content: error.message, key: error.code })),
    [api, register],
  );

  return contextHolder;
}
