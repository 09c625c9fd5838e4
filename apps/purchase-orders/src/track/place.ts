/**
 * The place name the tracking providers store for a position between ports (the simulator's and the seed's
 * `'At sea'`, apps/api/src/providers/containers/simulated.ts). It is data in English, so the screens show it in
 * the reader's language (the container status's own "At sea" text); a port's name is shown as it is.
 */
export const AT_SEA = 'At sea';

export const placeName = (name: string, t: (key: 'containerStatus.in_transit') => string) => (name === AT_SEA ? t('containerStatus.in_transit') : name);
