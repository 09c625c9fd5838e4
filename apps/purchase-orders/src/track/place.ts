/**
 * The name of a container's position, in the reader's language. A position between ports has no name: the tracking
 * providers and the demo seed store none (null, apps/api/src/providers/containers/simulated.ts), and the screens say
 * "At sea" (the container status's own text) in the reader's language. A port's or place's name is shown as it is.
 *
 * A database made before that change still holds the English text the simulator and the seed stored then:
 * `LEGACY_AT_SEA` is read as no name here, the one place that knows it (the track page and /mapbox both ask this).
 */
export const LEGACY_AT_SEA = 'At sea';

export const placeName = (name: string | null | undefined, t: (key: 'containerStatus.in_transit') => string) =>
  !name || name === LEGACY_AT_SEA ? t('containerStatus.in_transit') : name;
