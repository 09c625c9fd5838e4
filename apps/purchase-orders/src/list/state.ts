/** /purchase-orders (the list, the ERP import). Placeholder of the foundation commit: the screen's part replaces it. */
export const LIST_KEY = 'list';
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface ListState {}
export const listReducer = (state: ListState = {}): ListState => state;
