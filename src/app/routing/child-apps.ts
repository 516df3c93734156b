import { createContext, useContext } from 'react';

/** Other child apps the host told us about: name -> the host path they live under (AppLink's `app`). */
export type ChildApps = Readonly<Record<string, string>>;

export const ChildAppsContext = createContext<ChildApps>({});

export const useChildApps = (): ChildApps => useContext(ChildAppsContext);
