/** /mapbox (the containers on the map). Placeholder of the foundation commit: the screen's part replaces it. */
export const MAP_KEY = 'map';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface MapState {}
export const mapReducer = (state: MapState = {}): MapState => state;
