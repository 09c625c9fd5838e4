/** /purchase-orders/track (by bill of lading or container). Placeholder of the foundation commit: the screen's part replaces it. */
export const TRACK_KEY = 'track';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface TrackState {}
export const trackReducer = (state: TrackState = {}): TrackState => state;
