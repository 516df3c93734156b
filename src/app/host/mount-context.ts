import { createContext, useContext } from 'react';

export interface MountInfo {
  /** Where popups render (the app's wrapper inside the host container). */
  popupContainer: HTMLElement;
}

export const MountContext = createContext<MountInfo>({
  popupContainer: typeof document === 'undefined' ? (null as unknown as HTMLElement) : document.body,
});

export const useMountInfo = (): MountInfo => useContext(MountContext);
/** For popups of both kits: `getContainer={usePopupContainer()}`. */
export const usePopupContainer = (): (() => HTMLElement) => {
  const { popupContainer } = useMountInfo();
  return () => popupContainer;
};
