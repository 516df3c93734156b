import { Drawer } from 'antd';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { usePopupContainer } from '@/app/host/mount-context';

interface MenuDrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Its code has loaded and it is on screen (the menu button stops showing that it is loading). */
  onReady: () => void;
}

/** The side menu in a drawer on narrow windows. Its own chunk, loaded at the first open. */
export default function MenuDrawer({ open, onClose, title, children, onReady }: MenuDrawerProps) {
  const getContainer = usePopupContainer();
  useEffect(onReady, [onReady]);
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      title={title}
      getContainer={getContainer}
      styles={{ body: { padding: 0 } }}
      size={264}
    >
      {children}
    </Drawer>
  );
}
