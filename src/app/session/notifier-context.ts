import { createContext, useContext } from 'react';
import type { ApiError } from '@/shared/request/api-error';

export type Notify = (error: ApiError) => void;

/** Registers the platform's way of showing a failure; returns the unregister function. */
export type RegisterNotify = (notify: Notify) => () => void;

export const NotifierRegistryContext = createContext<RegisterNotify>(() => () => {});

export const useRegisterNotify = (): RegisterNotify => useContext(NotifierRegistryContext);
