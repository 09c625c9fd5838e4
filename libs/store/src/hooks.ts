import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, AppStore } from './store';

/**
 * Typed hooks; the untyped react-redux ones are banned by lint. Slices are injected at run
 * time, so the root state is open here and each selector brings the type of its own slice.
 */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const useAppSelector = <T>(selector: (state: any) => T): T => useSelector(selector);
export const useAppStore = useStore.withTypes<AppStore>();
