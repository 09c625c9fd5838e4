/** /micro-view (the wall board). Placeholder of the foundation commit: the screen's part replaces it. */
export const BOARD_KEY = 'board';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface BoardState {}
export const boardReducer = (state: BoardState = {}): BoardState => state;
