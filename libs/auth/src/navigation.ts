/**
 * Lets sagas navigate without importing the router: the frame registers react-router's
 * `navigate` once it is mounted.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;
let navigateFn: Navigate | undefined;

export const registerNavigate = (fn: Navigate | undefined) => {
  navigateFn = fn;
};
export const navigateTo: Navigate = (to, options) => navigateFn?.(to, options);
