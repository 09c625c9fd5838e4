/**
 * The name of a container's position, in the reader's language. A position between ports has no name: the tracking
 * providers and the demo seed store none (null, apps/api/src/providers/containers/simulated.ts; migration 0022 cleared
 * the English 'At sea' older databases held), and the screens say "At sea" (the container status's own text) in the
 * reader's language. A port's or place's name is shown as it is.
 */
export const placeName = (name: string | null | undefined, t: (key: 'containerStatus.in_transit') => string) =>
  !name ? t('containerStatus.in_transit') : name;

/** A milestone's place: its name, or "Place not given" in the reader's language when the provider named none. */
export const milestonePlace = (name: string | null | undefined, t: (key: 'track.placeUnknown') => string) => name || t('track.placeUnknown');
