import { createContext, useContext } from 'react';

export interface MountInfo {
  /** Where popups render (the app's wrapper inside the host container). */
  popupContainer: HTMLElement;
  /** Other child apps the host told us about: name -> the host path they live under. */
  childApps: Readonly<Record<string, string>>;
}

export const MountContext = createContext<MountInfo>({
  popupContainer: typeof document === 'undefined' ? (null as unknown as HTMLElement) : document.body,
  childApps: {},
});

export const useMountInfo = (): MountInfo => useContext(MountContext);
/** For popups of both kits: `getContainer={usePopupContainer()}`. */
export const usePopupContainer = (): (() => HTMLElement) => {
  const { popupContainer } = useMountInfo();
  return () => popupContainer;
};
